// /admin/login, with its two-step verification: every message, the password toggle, the second step
// (the authenticator code, or setting up an app), the password reset by mailed code, and where a
// successful sign-in leads, against the local stack's real auth service and mail catcher. Sign-ins
// through the form use admins of their own: a verified code ends the aal1 sessions of its account,
// which would cut another test's sign-in short between its two steps.
import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, inject, it, vi } from "vitest";
import { adminPageCopy } from "@/content/admin/pages";
import { loginCopy } from "@/content/admin/login";
import { passwordResetCopy, twoStepCopy } from "@/content/admin/two-step";
import { paths } from "@/content/routes";
import { loginSchema } from "@/features/auth/schemas";
import { codeIn, latestMailTo, mailsTo } from "../support/mail";
import {
  accounts,
  anonClient,
  createThrowawayAdmin,
  findToast,
  renderApp,
  serviceRole,
} from "../support/render-app";
import { securityActionsSince, securityEventsSince } from "../support/security-log";
import { otherCodeThan, unusedTotpCodeFor, wrongCodeFor } from "../support/totp";

const emailField = () => screen.getByLabelText(loginCopy.emailLabel);
const passwordField = () => screen.getByLabelText(loginCopy.passwordLabel, { selector: "input" });
const submitButton = () => screen.getByRole("button", { name: loginCopy.submit });
const codeField = () => screen.getByLabelText(twoStepCopy.codeLabel);
const newPasswordField = () =>
  screen.getByLabelText(passwordResetCopy.newPasswordLabel, { selector: "input" });
const confirmField = () =>
  screen.getByLabelText(passwordResetCopy.confirmLabel, { selector: "input" });

/** Whether the password signs the account in (a client of its own). */
async function signsIn(email: string, password: string): Promise<boolean> {
  const { error } = await anonClient().auth.signInWithPassword({ email, password });
  return error === null;
}

/** Puts `text` into a field the way a password manager or a paste does: one input event. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function openLogin(url = paths.admin.login.getHref()) {
  const app = await renderApp(url, { account: null });
  await screen.findByRole("heading", { level: 1, name: loginCopy.heading });
  // The form replaces the spinner once the stored session has been read.
  await screen.findByLabelText(loginCopy.emailLabel);
  return app;
}

describe("the login schema", () => {
  it("has the spec's messages", () => {
    const result = loginSchema.safeParse({ email: "not-an-email", password: "12345" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Invalid email address",
      "Password must be at least 6 characters",
    ]);
    expect(loginSchema.safeParse({ email: "a@example.com", password: "123456" }).success).toBe(
      true,
    );
  });
});

describe("/admin/login", () => {
  it("shows the spec's messages under the fields and wires them to the fields", async () => {
    const { user } = await openLogin();
    await user.click(submitButton());

    const emailError = await screen.findByText("Invalid email address");
    const passwordError = screen.getByText("Password must be at least 6 characters");
    expect(emailField()).toHaveAttribute("aria-invalid", "true");
    expect(emailField()).toHaveAttribute("aria-describedby", emailError.id);
    expect(passwordField()).toHaveAttribute("aria-describedby", passwordError.id);
    expect(emailField()).toHaveFocus();

    await user.type(emailField(), "admin@example");
    await user.type(passwordField(), "12345");
    await user.click(submitButton());
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();

    await user.type(emailField(), ".com");
    await user.type(passwordField(), "6");
    await waitFor(() =>
      expect(screen.queryByText("Invalid email address")).not.toBeInTheDocument(),
    );
    expect(screen.queryByText("Password must be at least 6 characters")).not.toBeInTheDocument();
    expect(emailField()).not.toHaveAttribute("aria-invalid");
  });

  it("shows and hides the password with a button that says which it does", async () => {
    const { user } = await openLogin();
    await user.type(passwordField(), "secret-words");
    expect(passwordField()).toHaveAttribute("type", "password");

    await user.click(screen.getByRole("button", { name: loginCopy.showPassword }));
    expect(passwordField()).toHaveAttribute("type", "text");
    expect(passwordField()).toHaveValue("secret-words");

    await user.click(screen.getByRole("button", { name: loginCopy.hidePassword }));
    expect(passwordField()).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: loginCopy.showPassword })).toBeInTheDocument();
  });

  it("says 'Signing in...' while it waits, then 'Login Failed' with the provider's message, also under the field", async () => {
    const { user, router } = await openLogin();
    await fill(user, emailField(), accounts.admin.email);
    await fill(user, passwordField(), "not-the-password");
    // The auth service's answer is held until the waiting state has been seen: a wrong password is
    // answered in a few milliseconds, faster than a look at the button on a busy machine.
    const realFetch = globalThis.fetch;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.spyOn(globalThis, "fetch").mockImplementation(async (...request) => {
      await answered;
      return realFetch(...request);
    });
    await user.click(submitButton());

    expect(await screen.findByRole("button", { name: loginCopy.submitting })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    answer();
    expect(await findToast("Login Failed")).toHaveTextContent("Invalid login credentials");
    // Said beside the form as well, on the field, where the focus goes.
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(passwordField()).toHaveAttribute("aria-invalid", "true");
    expect(passwordField()).toHaveAccessibleDescription("Invalid login credentials");
    expect(submitButton()).not.toHaveAttribute("aria-disabled");
    expect(router.state.location.pathname).toBe(paths.admin.login.getHref());
  });

  it("says 'Login Error' with the spec's text when the auth service cannot be reached, in a toast and above the button", async () => {
    const { user } = await openLogin();
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fill(user, emailField(), accounts.admin.email);
    await fill(user, passwordField(), accounts.admin.password);
    await user.click(submitButton());

    expect(await findToast("Login Error")).toHaveTextContent(
      "An unexpected error occurred. Please try again.",
    );
    const message = screen.getByRole("alert");
    expect(message).toHaveTextContent("An unexpected error occurred. Please try again.");
    expect(message).toHaveFocus();
    vi.restoreAllMocks();
  });

  it("asks an admin for the code after the password, then says so, logs it and goes on to the page first asked for, focus on its heading", async () => {
    const admin = await createThrowawayAdmin();
    const since = new Date();
    const { user, router } = await openLogin(
      paths.admin.login.getHref(paths.admin.seoTools.getHref()),
    );
    await fill(user, emailField(), admin.email);
    await fill(user, passwordField(), admin.password);
    await user.click(submitButton());

    await screen.findByRole("heading", { level: 1, name: twoStepCopy.challenge.heading });
    expect(screen.getByText(twoStepCopy.challenge.description)).toBeVisible();
    await waitFor(() => expect(codeField()).toHaveFocus());
    // Nothing said about success before the second step; redirectTo is still there.
    expect(screen.queryByText("Login Successful")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("?redirectTo=%2Fadmin%2Fseo-tools");

    await fill(user, codeField(), await unusedTotpCodeFor(admin.totpSecret!));
    await user.click(screen.getByRole("button", { name: twoStepCopy.challenge.submit }));
    expect(await findToast("Login Successful")).toHaveTextContent(
      "Welcome to the admin dashboard!",
    );
    const heading = await screen.findByRole("heading", {
      level: 1,
      name: adminPageCopy.seoTools.title,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.pathname).toBe(paths.admin.seoTools.getHref());
    await waitFor(async () =>
      expect(await securityActionsSince(serviceRole(), admin.id, since)).toEqual(
        expect.arrayContaining(["sign_in", "mfa_sign_in", "admin_access_granted"]),
      ),
    );
  });

  it("refuses a wrong code under the field, with the focus on it, and logs it", async () => {
    const admin = await createThrowawayAdmin();
    const since = new Date();
    const { user, router } = await openLogin();
    await fill(user, emailField(), admin.email);
    await fill(user, passwordField(), admin.password);
    await user.click(submitButton());
    await screen.findByRole("heading", { level: 1, name: twoStepCopy.challenge.heading });

    await fill(user, await screen.findByLabelText(twoStepCopy.codeLabel), "12345");
    await user.click(screen.getByRole("button", { name: twoStepCopy.challenge.submit }));
    expect(await screen.findByText(twoStepCopy.invalidCode)).toBeVisible();

    await fill(user, codeField(), wrongCodeFor(admin.totpSecret!));
    await user.click(screen.getByRole("button", { name: twoStepCopy.challenge.submit }));
    const message = await screen.findByText(twoStepCopy.wrongCode);
    expect(codeField()).toHaveAttribute("aria-invalid", "true");
    expect(codeField().getAttribute("aria-describedby")).toContain(message.id);
    expect(codeField()).toHaveFocus();
    expect(router.state.location.pathname).toBe(paths.admin.login.getHref());
    await waitFor(async () =>
      expect(await securityEventsSince(serviceRole(), admin.id, since)).toContainEqual(
        expect.objectContaining({ action: "mfa_code_refused", severity: "high" }),
      ),
    );
  });

  it("says under the field that two-step verification is locked once 5 wrong codes were sent, from anywhere", async () => {
    const admin = await createThrowawayAdmin();
    // Someone with the password sends 4 wrong codes from elsewhere.
    const elsewhere = anonClient();
    const signedIn = await elsewhere.auth.signInWithPassword(admin);
    const factorId = signedIn.data.user!.factors![0]!.id;
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const { error } = await elsewhere.auth.mfa.challengeAndVerify({
        factorId,
        code: wrongCodeFor(admin.totpSecret!),
      });
      expect(error?.code).toBe("mfa_verification_failed");
    }

    const { user } = await openLogin();
    await fill(user, emailField(), admin.email);
    await fill(user, passwordField(), admin.password);
    await user.click(submitButton());
    await screen.findByRole("heading", { level: 1, name: twoStepCopy.challenge.heading });
    await fill(
      user,
      await screen.findByLabelText(twoStepCopy.codeLabel),
      wrongCodeFor(admin.totpSecret!),
    );
    await user.click(screen.getByRole("button", { name: twoStepCopy.challenge.submit }));
    const message = await screen.findByText(twoStepCopy.locked);
    expect(codeField()).toHaveAttribute("aria-invalid", "true");
    expect(codeField().getAttribute("aria-describedby")).toContain(message.id);
    expect(codeField()).toHaveFocus();
  });

  it("sets up an authenticator app for an admin who has none: QR code, the secret as text, its first code", async () => {
    const admin = await createThrowawayAdmin({ withFactor: false });
    const since = new Date();
    const { user, router } = await openLogin();
    await fill(user, emailField(), admin.email);
    await fill(user, passwordField(), admin.password);
    await user.click(submitButton());

    const heading = await screen.findByRole("heading", {
      level: 1,
      name: twoStepCopy.enroll.heading,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const qr = await screen.findByRole("img", { name: twoStepCopy.enroll.qrAlt });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    const secret = screen.getByTestId("totp-secret").textContent!;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await fill(user, codeField(), await unusedTotpCodeFor(secret));
    await user.click(screen.getByRole("button", { name: twoStepCopy.enroll.submit }));
    const dashboard = await screen.findByRole("heading", {
      level: 1,
      name: adminPageCopy.dashboard.title,
    });
    await waitFor(() => expect(dashboard).toHaveFocus());
    expect(router.state.location.pathname).toBe(paths.admin.dashboard.getHref());
    // The app is the account's verified factor now: the next sign-in asks for its code.
    const nextSignIn = anonClient();
    await nextSignIn.auth.signInWithPassword(admin);
    expect((await nextSignIn.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
    expect((await nextSignIn.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
    });
    await waitFor(async () =>
      expect(await securityActionsSince(serviceRole(), admin.id, since)).toEqual(
        expect.arrayContaining(["mfa_factor_enrolled", "mfa_sign_in"]),
      ),
    );
  });

  it("goes to the dashboard when redirectTo points outside the admin area", async () => {
    const admin = await createThrowawayAdmin();
    const { user, router } = await openLogin(
      `${paths.admin.login.getHref()}?redirectTo=https%3A%2F%2Fevil.example%2Fadmin`,
    );
    await fill(user, emailField(), admin.email);
    await fill(user, passwordField(), admin.password);
    await user.click(submitButton());
    await fill(
      user,
      await screen.findByLabelText(twoStepCopy.codeLabel),
      await unusedTotpCodeFor(admin.totpSecret!),
    );
    await user.click(screen.getByRole("button", { name: twoStepCopy.challenge.submit }));

    expect(
      await screen.findByRole("heading", { level: 1, name: adminPageCopy.dashboard.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.dashboard.getHref());
  });

  it("sends an admin who is already signed in to the dashboard", async () => {
    const { router } = await renderApp(paths.admin.login.getHref(), { account: "admin" });
    expect(
      await screen.findByRole("heading", { level: 1, name: adminPageCopy.dashboard.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.dashboard.getHref());
  });
});

describe("'Forgot your password?'", () => {
  const mailUrl = () => inject("mailUrl");

  async function askForCode(user: UserEvent, email: string) {
    await user.click(screen.getByRole("button", { name: loginCopy.forgotPassword }));
    await screen.findByRole("heading", { level: 1, name: passwordResetCopy.heading });
    await fill(user, screen.getByLabelText(passwordResetCopy.emailLabel), email);
    await user.click(screen.getByRole("button", { name: passwordResetCopy.sendCode }));
    return screen.findByText(passwordResetCopy.sent(email));
  }

  it("answers an unknown address exactly like a known one, and mails only the known one", async () => {
    const admin = await createThrowawayAdmin();
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    const { user } = await openLogin();
    expect(await askForCode(user, unknown)).toBeVisible();
    await user.click(screen.getByRole("button", { name: passwordResetCopy.backToSignIn }));
    await screen.findByLabelText(loginCopy.emailLabel);
    expect(await askForCode(user, admin.email)).toBeVisible();
    expect(codeIn(await latestMailTo(mailUrl(), admin.email))).toMatch(/^\d{6}$/);
    expect(await mailsTo(mailUrl(), unknown)).toEqual([]);
  });

  it("resets an admin's password with the mailed code, then asks for the authenticator code before saving it", async () => {
    const admin = await createThrowawayAdmin();
    const since = new Date();
    const { user, router } = await openLogin(
      paths.admin.login.getHref(paths.admin.profile.getHref()),
    );
    await askForCode(user, admin.email);
    const code = codeIn(await latestMailTo(mailUrl(), admin.email, { since }));

    await fill(user, screen.getByLabelText(passwordResetCopy.codeLabel), otherCodeThan(code));
    await fill(user, newPasswordField(), "Reset-by-code-2026");
    await fill(user, confirmField(), "Reset-by-code-2026");
    await user.click(screen.getByRole("button", { name: passwordResetCopy.submit }));
    expect(await screen.findByText(passwordResetCopy.errors.wrongCode)).toBeVisible();
    expect(screen.getByLabelText(passwordResetCopy.codeLabel)).toHaveFocus();

    await fill(user, screen.getByLabelText(passwordResetCopy.codeLabel), code);
    await user.click(screen.getByRole("button", { name: passwordResetCopy.submit }));
    expect(await screen.findByText(passwordResetCopy.secondStep)).toBeVisible();
    // Not saved before the second step.
    expect(await signsIn(admin.email, "Reset-by-code-2026")).toBe(false);

    await fill(
      user,
      await screen.findByLabelText(twoStepCopy.codeLabel),
      await unusedTotpCodeFor(admin.totpSecret!),
    );
    await user.click(screen.getByRole("button", { name: twoStepCopy.challenge.submit }));
    expect(await findToast(passwordResetCopy.toasts.done.title)).toBeVisible();
    expect(
      await screen.findByRole("heading", { level: 1, name: adminPageCopy.profile.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.profile.getHref());
    expect(await signsIn(admin.email, "Reset-by-code-2026")).toBe(true);
    expect(await signsIn(admin.email, admin.password)).toBe(false);
    await waitFor(async () =>
      expect(await securityActionsSince(serviceRole(), admin.id, since)).toEqual(
        expect.arrayContaining(["password_reset", "mfa_sign_in"]),
      ),
    );
  });
});
