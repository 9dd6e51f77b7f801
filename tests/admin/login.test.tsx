// /admin/login (spec §2, §4 "Login", §5, §8): every message, the password toggle, and where a
// successful sign-in leads, against the local stack's real auth service.
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { adminPageCopy } from "@/content/admin/pages";
import { loginCopy } from "@/content/admin/login";
import { paths } from "@/content/routes";
import { loginSchema } from "@/features/auth/schemas";
import { accounts, findToast, renderApp, serviceRole } from "../support/render-app";
import { securityEventsSince } from "../support/security-log";
import { createThrowawayAdmin } from "../support/throwaway-admin";

const emailField = () => screen.getByLabelText(loginCopy.emailLabel);
const passwordField = () => screen.getByLabelText(loginCopy.passwordLabel, { selector: "input" });
const submitButton = () => screen.getByRole("button", { name: loginCopy.submit });

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

  it("says 'Signing in...' while it waits, then 'Login Failed' with the provider's message", async () => {
    const { user, router } = await openLogin();
    await fill(user, emailField(), accounts.admin.email);
    await fill(user, passwordField(), "not-the-password");
    await user.click(submitButton());

    expect(await screen.findByRole("button", { name: loginCopy.submitting })).toBeDisabled();
    expect(await findToast("Login Failed")).toHaveTextContent("Invalid login credentials");
    expect(submitButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe(paths.admin.login.getHref());
  });

  it("says 'Login Error' with the spec's text when the auth service cannot be reached", async () => {
    const { user } = await openLogin();
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fill(user, emailField(), accounts.admin.email);
    await fill(user, passwordField(), accounts.admin.password);
    await user.click(submitButton());

    expect(await findToast("Login Error")).toHaveTextContent(
      "An unexpected error occurred. Please try again.",
    );
  });

  it("signs the admin in, says so, logs it and goes on to the admin page first asked for", async () => {
    // An admin of its own: the seeded one's 30 security events a minute are shared with the tests
    // running beside this one, and a refused sign_in event would not be in the log.
    const admin = await createThrowawayAdmin(serviceRole());
    const since = new Date();
    const { user, router } = await openLogin(
      paths.admin.login.getHref(paths.admin.seoTools.getHref()),
    );
    await fill(user, emailField(), admin.email);
    await fill(user, passwordField(), admin.password);
    await user.click(submitButton());

    expect(await findToast("Login Successful")).toHaveTextContent(
      "Welcome to the admin dashboard!",
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: adminPageCopy.seoTools.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.seoTools.getHref());
    await waitFor(async () =>
      expect(
        (await securityEventsSince(serviceRole(), admin.id, since)).map((event) => event.action),
      ).toContain("sign_in"),
    );
  });

  it("goes to the dashboard when redirectTo points outside the admin area", async () => {
    const { user, router } = await openLogin(
      `${paths.admin.login.getHref()}?redirectTo=https%3A%2F%2Fevil.example%2Fadmin`,
    );
    await fill(user, emailField(), accounts.admin.email);
    await fill(user, passwordField(), accounts.admin.password);
    await user.click(submitButton());

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

  it("answers 'Forgot your password' with a notice only", async () => {
    const { user, router } = await openLogin();
    await user.click(screen.getByRole("button", { name: loginCopy.forgotPassword }));
    const notice = await findToast("Password reset functionality will be available soon");
    expect(
      within(notice).getByText("Password reset functionality will be available soon"),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.admin.login.getHref());
  });
});
