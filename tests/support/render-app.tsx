// bulletproof-react's renderApp idea, over the real local stack: render the app's own route table at
// a URL with a given session (a seeded account, or nobody). The session is a real sign-in with the
// app's own Supabase client, so the admin check, the guard and the security log run for real.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { toast } from "sonner";
import { expect, inject, onTestFinished } from "vitest";
import { routes } from "@/app/router/routes";
import { supabase } from "@/lib/supabase";
import { LOCAL_DEMO_ANON_KEY, LOCAL_DEMO_SERVICE_ROLE_KEY } from "../../supabase/local/core/keys";
import { seedAccounts } from "../../supabase/local/db/seed-accounts";
import { signInAtAal2 } from "./mfa";
import { securityEventsSince } from "./security-log";
import { createThrowawayAdmin as createThrowawayAdminWith } from "./throwaway-admin";

/** The seeded fixtures (supabase/seed.sql): an admin, and a signed-in visitor who is not one. */
export const accounts = seedAccounts;
export type Account = keyof typeof seedAccounts;
/**
 * Someone to sign in as: a seeded account, or a throw-away user's credentials. An admin (the seeded
 * one, or one with `totpSecret`) signs in with both steps, as the login page makes them.
 */
export type SessionOf = Account | { email: string; password: string; totpSecret?: string };

/**
 * Ends the app client's own session (on the stack too; the user's other sessions stay) and forgets
 * it in this "browser".
 */
export async function signOutThisSession(): Promise<void> {
  await supabase.auth.signOut({ scope: "local" });
}

/**
 * Signs the app's client in as `account` (null: nobody), as the login page would: the password, and
 * for an admin with an authenticator app its code too (aal2). `{ aal1: true }` stops after the
 * password.
 */
export async function startSession(
  account: SessionOf | null,
  { aal1 = false }: { aal1?: boolean } = {},
): Promise<void> {
  await signOutThisSession();
  if (!account) return;
  const { email, password } = typeof account === "string" ? seedAccounts[account] : account;
  const totpSecret =
    account === "admin"
      ? seedAccounts.admin.totp.secret
      : typeof account === "object"
        ? account.totpSecret
        : undefined;
  if (totpSecret && !aal1) {
    await signInAtAal2(supabase, { email, password, totpSecret });
    return;
  }
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
}

/** Renders the app at `url` with `account` signed in (null: signed out). */
export async function renderApp(
  url: string,
  { account, aal1 }: { account: SessionOf | null; aal1?: boolean },
) {
  // sonner keeps its toasts in module state and replays the active ones to a new Toaster: without
  // this, a test would find the last test's 'Error' toast (hidden, behind newer ones) for its own.
  toast.dismiss();
  await startSession(account, { aal1 });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // The browser entry loads the matched routes' code before the first render; so does this.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  const user = userEvent.setup({ delay: null });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user };
}

/**
 * The toast (sonner's list item) whose title is `title`, once a person can see it: sonner adds a
 * toast transparent and fades it in after it has mounted, so it is in the page before it is shown.
 */
export async function findToast(title: string): Promise<HTMLElement> {
  const item = (await screen.findByText(title)).closest("li");
  if (!item) throw new Error(`the toast '${title}' is not a list item`);
  await waitFor(() => expect(item).toBeVisible());
  return item;
}

let serviceClient: SupabaseClient | undefined;

/** The stack with the service role, to read what the database holds (the security log, say). */
export function serviceRole(): SupabaseClient {
  serviceClient ??= createClient(inject("stackUrl"), LOCAL_DEMO_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: "test-service-role" },
  });
  return serviceClient;
}

/** A fresh client of the stack, signed in as nobody. */
export const anonClient = () =>
  createClient(inject("stackUrl"), LOCAL_DEMO_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: "test-anon" },
  });

/**
 * A new admin of their own (see throwaway-admin.ts), with a verified authenticator app unless
 * `withFactor` is false (then they set one up at their first sign-in); deleted after the test.
 */
export const createThrowawayAdmin = ({ withFactor = true }: { withFactor?: boolean } = {}) =>
  createThrowawayAdminWith(serviceRole(), {
    newClient: withFactor ? anonClient : undefined,
    afterTest: onTestFinished,
  });

/** The security events `account` caused since `since`, oldest first. */
export const securityEventsOf = (account: Account, since: Date) =>
  securityEventsSince(serviceRole(), seedAccounts[account].id, since);
