// bulletproof-react's renderApp idea, over the real local stack: render the app's own route table at
// a URL with a given session (a seeded account, or nobody). The session is a real sign-in with the
// app's own Supabase client, so the admin check, the guard and the security log run for real.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { expect, inject } from "vitest";
import { routes } from "@/app/routes";
import { supabase } from "@/lib/supabase";
import { LOCAL_DEMO_SERVICE_ROLE_KEY } from "../../supabase/local/core/keys";
import { seedAccounts } from "../../supabase/local/db/seed-accounts";
import { withAal2 } from "./aal2";
import { securityEventsSince } from "./security-log";
import { createThrowawayAdmin as createThrowawayAdminWith } from "./throwaway-admin";

/** The seeded fixtures (supabase/seed.sql): an admin, and a signed-in visitor who is not one. */
export const accounts = seedAccounts;
export type Account = keyof typeof seedAccounts;
/** Someone to sign in as: a seeded account, or a throw-away user's credentials. */
export type SessionOf = Account | { email: string; password: string };

/** Ends the app client's session, on the stack too, and forgets it in this "browser". */
export async function signOutEverywhere(): Promise<void> {
  await supabase.auth.signOut({ scope: "local" });
}

/** Signs the app's client in as `account` (null: nobody), as the login page would. */
export async function startSession(account: SessionOf | null): Promise<void> {
  await signOutEverywhere();
  if (!account) return;
  const { email, password } = typeof account === "string" ? seedAccounts[account] : account;
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
}

/** The app client's session, raised to aal2 as a verified second step would (tests/support/aal2.ts). */
async function raiseToAal2(): Promise<void> {
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new Error("No session to raise to aal2");
  const { error } = await supabase.auth.setSession({
    access_token: await withAal2(data.session.access_token),
    refresh_token: data.session.refresh_token,
  });
  if (error) throw error;
}

/** Renders the app at `url` with `account` signed in (null: signed out), at aal2 if asked. */
export async function renderApp(
  url: string,
  { account, aal2 = false }: { account: SessionOf | null; aal2?: boolean },
) {
  await startSession(account);
  if (aal2) await raiseToAal2();
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

/** A new admin of their own (see throwaway-admin.ts). */
export const createThrowawayAdmin = () => createThrowawayAdminWith(serviceRole());

/** The security events `account` caused since `since`, oldest first. */
export const securityEventsOf = (account: Account, since: Date) =>
  securityEventsSince(serviceRole(), seedAccounts[account].id, since);
