// /admin/profile: every message and toast of the two forms, and what Supabase Auth holds
// afterwards, against the local stack. Each test that changes an account makes its own admin, so
// the seeded ones stay as they are for the tests beside it.
import { createClient } from "@supabase/supabase-js";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { adminPageCopy } from "@/content/admin/pages";
import { profileCopy } from "@/content/admin/profile";
import { factorCardCopy, twoStepCopy } from "@/content/admin/two-step";
import { paths } from "@/content/routes";
import { supabase } from "@/lib/supabase";
import { passwordChangeSchema, profileSchema } from "@/features/profile";
import { LOCAL_DEMO_ANON_KEY } from "../../supabase/local/core/keys";
import { signInAtAal2 } from "../support/mfa";
import { totpCodeFor, unusedTotpCodeFor, wrongCodeFor } from "../support/totp";
import { securityEventsSince } from "../support/security-log";
import {
  accounts,
  anonClient,
  createThrowawayAdmin,
  findToast,
  renderApp,
  serviceRole,
  type SessionOf,
} from "../support/render-app";

const { profile, password } = profileCopy;

const field = (label: string) => screen.getByLabelText(label, { selector: "input" });
const section = (title: string) =>
  screen.getByRole("heading", { level: 2, name: title }).closest<HTMLElement>("[data-slot=card]")!;

async function openProfile(account: SessionOf) {
  const app = await renderApp(paths.admin.profile.getHref(), { account });
  await screen.findByRole("heading", { level: 1, name: adminPageCopy.profile.title });
  await screen.findByLabelText(profile.nameLabel);
  return app;
}

/** Replaces what a field holds with `text`, as a person selecting it all and typing would. */
async function retype(user: UserEvent, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
}

/** A client of its own (another device): whether these credentials sign in now. */
async function signsIn(email: string, secret: string): Promise<boolean> {
  const client = createClient(inject("stackUrl"), LOCAL_DEMO_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: "test-other-device" },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: secret });
  return !error;
}

const userById = async (id: string) => {
  const { data, error } = await serviceRole().auth.admin.getUserById(id);
  if (error) throw error;
  return data.user;
};

/** The admin's name as the archive shows it (admin_profiles); undefined when they have none. */
const profileNameOf = async (id: string) => {
  const { data, error } = await serviceRole()
    .from("admin_profiles")
    .select("full_name")
    .eq("user_id", id);
  if (error) throw error;
  return data[0]?.full_name;
};

afterEach(() => vi.restoreAllMocks());

describe("the profile schemas", () => {
  it("have the spec's messages", () => {
    expect(
      profileSchema.safeParse({ name: "A", email: "nope" }).error?.issues.map((i) => i.message),
    ).toEqual(["Name must be at least 2 characters", "Invalid email address"]);
    expect(
      passwordChangeSchema
        .safeParse({ currentPassword: "", newPassword: "12345", confirmPassword: "" })
        .error?.issues.map((i) => i.message),
    ).toEqual([
      "Current password is required",
      "Password must be at least 6 characters",
      "Please confirm your password",
    ]);
    expect(
      passwordChangeSchema
        .safeParse({
          currentPassword: "old-one",
          newPassword: "123456",
          confirmPassword: "1234567",
        })
        .error?.issues.map((i) => [i.path.join("."), i.message]),
    ).toEqual([["confirmPassword", "Passwords don't match"]]);
  });
});

describe("/admin/profile", () => {
  it("starts from the signed-in admin's email and shows every message when sent empty", async () => {
    const { user } = await openProfile("admin");
    expect(field(profile.emailLabel)).toHaveValue("admin@example.com");

    // Both fields emptied: the seeded admin has a name once another test gave them one.
    await retype(user, profile.nameLabel, "");
    await retype(user, profile.emailLabel, "");
    await user.click(screen.getByRole("button", { name: profile.save }));
    const profileForm = within(section(profile.title));
    expect(await profileForm.findByText("Name must be at least 2 characters")).toBeVisible();
    expect(profileForm.getByText("Invalid email address")).toBeVisible();
    expect(field(profile.nameLabel)).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("button", { name: password.save }));
    const passwordForm = within(section(password.title));
    expect(await passwordForm.findByText("Current password is required")).toBeVisible();
    expect(passwordForm.getByText("Password must be at least 6 characters")).toBeVisible();
    expect(passwordForm.getByText("Please confirm your password")).toBeVisible();
    expect(field(password.currentLabel)).toHaveFocus();

    await retype(user, password.currentLabel, "old-secret");
    await retype(user, password.newLabel, "new-secret");
    await retype(user, password.confirmLabel, "new-secreT");
    await user.click(screen.getByRole("button", { name: password.save }));
    expect(await passwordForm.findByText("Passwords don't match")).toBeVisible();
  });

  it("saves the name in the admin's profile (the archive's), asks for the email change, and logs both", async () => {
    const admin = await createThrowawayAdmin();
    const since = new Date();
    const { user } = await openProfile(admin);

    await retype(user, profile.nameLabel, "Jordan Avery");
    await retype(user, profile.emailLabel, "jordan.avery@example.com");
    await user.click(screen.getByRole("button", { name: profile.save }));

    expect(await findToast("Profile updated")).toBeVisible();
    expect(await profileNameOf(admin.id)).toBe("Jordan Avery");
    const stored = await userById(admin.id);
    expect(stored.user_metadata.full_name).toBeUndefined();
    // As on a hosted project: the address changes once the link mailed to it is followed.
    expect(stored.email).toBe(admin.email);
    expect(stored.new_email).toBe("jordan.avery@example.com");
    expect(await screen.findByText(profile.emailPending("jordan.avery@example.com"))).toBeVisible();
    expect(field(profile.emailLabel)).toHaveValue(admin.email);
    expect(field(profile.nameLabel)).toHaveValue("Jordan Avery");
    await waitFor(async () =>
      expect(await securityEventsSince(serviceRole(), admin.id, since)).toEqual(
        expect.arrayContaining([
          {
            action: "profile_updated",
            severity: "medium",
            details: { email_change_requested: true },
          },
          {
            action: "profile_name_changed",
            severity: "medium",
            details: { from: null, to: "Jordan Avery" },
          },
        ]),
      ),
    );
  });

  it("says 'Update failed' when the auth service cannot be reached", async () => {
    const { user } = await openProfile("admin");
    await retype(user, profile.nameLabel, "Someone Else");
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await user.click(screen.getByRole("button", { name: profile.save }));

    expect(await findToast("Update failed")).toHaveTextContent(
      "Failed to update profile. Please try again.",
    );
    vi.restoreAllMocks();
    expect(await profileNameOf(accounts.admin.id)).not.toBe("Someone Else");
  });

  it("refuses a wrong current password, then sets the new one and ends the other sessions", async () => {
    const admin = await createThrowawayAdmin();
    const since = new Date();
    const otherDevice = createClient(inject("stackUrl"), LOCAL_DEMO_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, storageKey: "test-second-device" },
    });
    // At aal2, like any admin's session: a verified code would end an aal1 one anyway.
    await signInAtAal2(otherDevice, { ...admin, totpSecret: admin.totpSecret! });
    const { user } = await openProfile(admin);

    await retype(user, password.currentLabel, "not-my-password");
    await retype(user, password.newLabel, "Brand-new-2026");
    await retype(user, password.confirmLabel, "Brand-new-2026");
    await user.click(screen.getByRole("button", { name: password.save }));
    expect(await findToast("Password change failed")).toHaveTextContent(
      "Failed to change password. Please try again.",
    );
    expect(await screen.findByText(password.errors.currentWrong)).toBeVisible();
    expect(field(password.currentLabel)).toHaveFocus();
    expect(await signsIn(admin.email, admin.password)).toBe(true);
    expect(await signsIn(admin.email, "Brand-new-2026")).toBe(false);

    await retype(user, password.currentLabel, admin.password);
    await user.click(screen.getByRole("button", { name: password.save }));
    expect(await findToast("Password changed")).toBeVisible();
    expect(field(password.currentLabel)).toHaveValue("");
    expect(await signsIn(admin.email, "Brand-new-2026")).toBe(true);
    expect(await signsIn(admin.email, admin.password)).toBe(false);
    // The other device's session has ended: its refresh token is refused.
    const refreshed = await otherDevice.auth.refreshSession();
    expect(refreshed.error?.code).toBe("refresh_token_not_found");
    // This one goes on.
    expect(
      screen.getByRole("heading", { level: 1, name: adminPageCopy.profile.title }),
    ).toBeVisible();

    await waitFor(async () =>
      expect(
        (await securityEventsSince(serviceRole(), admin.id, since)).map((e) => e.action),
      ).toEqual(expect.arrayContaining(["password_change_refused", "password_changed"])),
    );
  });
});

describe("/admin/profile: two-step verification", () => {
  const factorSection = () => section(factorCardCopy.title);

  /** Whether a device of its own gets to aal2 with the password and the code of `totpSecret`. */
  async function reachesAal2(admin: { email: string; password: string }, totpSecret: string) {
    try {
      await signInAtAal2(anonClient(), { ...admin, totpSecret });
      return true;
    } catch {
      return false;
    }
  }

  it("shows the app, asks a fresh code of it before replacing it, and from then on only the new app's codes sign in", async () => {
    const admin = await createThrowawayAdmin();
    const oldSecret = admin.totpSecret!;
    const since = new Date();
    const { user } = await openProfile(admin);
    expect(await within(factorSection()).findByText(factorCardCopy.unnamed)).toBeVisible();
    const replace = within(factorSection()).getByRole("button", { name: factorCardCopy.replace });
    await user.click(replace);

    const dialog = await screen.findByRole("dialog", { name: factorCardCopy.dialog.title });
    const currentCode = within(dialog).getByLabelText(factorCardCopy.dialog.currentCodeLabel);
    await waitFor(() => expect(currentCode).toHaveFocus());
    await user.type(currentCode, wrongCodeFor(oldSecret));
    await user.click(within(dialog).getByRole("button", { name: factorCardCopy.dialog.next }));
    expect(await within(dialog).findByText(twoStepCopy.wrongCode)).toBeVisible();
    expect(currentCode).toHaveAttribute("aria-invalid", "true");
    expect(currentCode).toHaveFocus();

    await user.clear(currentCode);
    await user.type(currentCode, await unusedTotpCodeFor(oldSecret));
    await user.click(within(dialog).getByRole("button", { name: factorCardCopy.dialog.next }));
    expect(await within(dialog).findByText(factorCardCopy.dialog.newDescription)).toBeVisible();
    expect(
      await within(dialog).findByRole("img", { name: twoStepCopy.enroll.qrAlt }),
    ).toBeVisible();
    const newSecret = within(dialog).getByTestId("totp-secret").textContent!;
    expect(newSecret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(newSecret).not.toBe(oldSecret);
    await user.type(
      within(dialog).getByLabelText(twoStepCopy.codeLabel),
      await unusedTotpCodeFor(newSecret),
    );
    await user.click(within(dialog).getByRole("button", { name: factorCardCopy.replace }));

    expect(await findToast(factorCardCopy.toasts.replaced.title)).toHaveTextContent(
      factorCardCopy.toasts.replaced.description,
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The focus goes back to what opened the dialog; the new app is the one the card shows.
    const replaceAgain = within(factorSection()).getByRole("button", {
      name: factorCardCopy.replace,
    });
    await waitFor(() => expect(replaceAgain).toHaveFocus());
    expect(within(factorSection()).getByText(/^Authenticator app, added /)).toBeVisible();

    const device = anonClient();
    await signInAtAal2(device, { ...admin, totpSecret: newSecret });
    const { data } = await device.auth.mfa.listFactors();
    expect(data?.totp.map((factor) => factor.status)).toEqual(["verified"]);
    // The old app's code no longer opens the second step.
    const elsewhere = anonClient();
    await elsewhere.auth.signInWithPassword(admin);
    const withOldApp = await elsewhere.auth.mfa.challengeAndVerify({
      factorId: data!.totp[0]!.id,
      code: totpCodeFor(oldSecret),
    });
    expect(withOldApp.error?.code).toBe("mfa_verification_failed");
    await waitFor(async () =>
      expect(
        (await securityEventsSince(serviceRole(), admin.id, since)).map((e) => e.action),
      ).toEqual(
        expect.arrayContaining(["mfa_code_refused", "mfa_factor_enrolled", "mfa_factor_removed"]),
      ),
    );
  });

  it("Cancel keeps the app as it was and gives the focus back to 'Replace authenticator app'", async () => {
    const admin = await createThrowawayAdmin();
    const { user } = await openProfile(admin);
    const replace = await within(factorSection()).findByRole("button", {
      name: factorCardCopy.replace,
    });
    await user.click(replace);
    const dialog = await screen.findByRole("dialog", { name: factorCardCopy.dialog.title });
    await user.click(within(dialog).getByRole("button", { name: factorCardCopy.dialog.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(replace).toHaveFocus());
    expect(await reachesAal2(admin, admin.totpSecret!)).toBe(true);
  });

  it("signs out every other session and keeps this one", async () => {
    const admin = await createThrowawayAdmin();
    const since = new Date();
    const otherDevice = anonClient();
    await signInAtAal2(otherDevice, { ...admin, totpSecret: admin.totpSecret! });
    const { user } = await openProfile(admin);

    const signOutOthers = within(factorSection()).getByRole("button", {
      name: factorCardCopy.signOutOthers.button,
    });
    await user.click(signOutOthers);
    const ask = await screen.findByRole("alertdialog", {
      name: factorCardCopy.signOutOthers.confirm.title,
    });
    await user.click(
      within(ask).getByRole("button", { name: factorCardCopy.signOutOthers.confirm.action }),
    );
    expect(await findToast(factorCardCopy.toasts.othersSignedOut.title)).toBeVisible();
    await waitFor(() => expect(signOutOthers).toHaveFocus());
    const refused = await otherDevice.auth.refreshSession();
    expect(refused.error?.code).toBe("refresh_token_not_found");
    // This session goes on: its refresh token still gets new tokens, at aal2.
    const kept = await supabase.auth.refreshSession();
    expect(kept.error).toBeNull();
    expect((await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe(
      "aal2",
    );
    await waitFor(async () =>
      expect(
        (await securityEventsSince(serviceRole(), admin.id, since)).map((e) => e.action),
      ).toContain("other_sessions_signed_out"),
    );
  });
});
