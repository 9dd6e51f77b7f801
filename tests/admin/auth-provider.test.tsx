// The admin area's auth state (user, loading, isAdmin), with the app's own Supabase client against
// the local stack: the has_role check, its failure, sign-out, and a sign-out in another tab.
import { createClient } from "@supabase/supabase-js";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, inject, it, vi } from "vitest";
import { queryClient } from "@/lib/data-providers";
import { AuthProvider, useAuth } from "@/features/auth";
import { supabase } from "@/lib/supabase";
import { LOCAL_DEMO_ANON_KEY } from "../../supabase/local/core/keys";
import { accounts, createThrowawayAdmin, startSession } from "../support/render-app";
import { unusedTotpCodeFor } from "../support/totp";

/** Shows the auth state as text, every render appended, so a test sees the order of states too. */
function Probe({ history }: { history: string[] }) {
  const { user, loading, isAdmin, checkingAdmin, assurance, atAal2 } = useAuth();
  const state = `user=${user?.email ?? "none"} loading=${loading} checkingAdmin=${checkingAdmin} isAdmin=${isAdmin}`;
  history.push(state);
  return (
    <p
      data-state
      data-aal={`current=${assurance?.current} next=${assurance?.next} atAal2=${atAal2}`}
    >
      {state}
    </p>
  );
}

function renderProbe() {
  const history: string[] = [];
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe history={history} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  const state = () => screen.getByText(/^user=/).textContent;
  return { history, state };
}

describe("AuthProvider", () => {
  it("is loading until the stored session is read; signed out, isAdmin stays false", async () => {
    await startSession(null);
    const { history, state } = renderProbe();
    expect(history[0]).toBe("user=none loading=true checkingAdmin=false isAdmin=false");
    await waitFor(() =>
      expect(state()).toBe("user=none loading=false checkingAdmin=false isAdmin=false"),
    );
  });

  it("sets the admin from the stored session, then asks has_role whether they are an admin", async () => {
    await startSession("admin");
    const { history, state } = renderProbe();
    await waitFor(() =>
      expect(state()).toBe("user=admin@example.com loading=false checkingAdmin=false isAdmin=true"),
    );
    // has_role was asked before the answer: a state with the check pending and no admin yet (the
    // assurance level is read beside it, so `loading` may still be true then).
    expect(history).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^user=admin@example\.com loading=(true|false) checkingAdmin=true isAdmin=false$/,
        ),
      ]),
    );
  });

  it("reads the assurance level from the session's token: aal1 after the password, aal2 after the code", async () => {
    const assurance = () => screen.getByText(/^user=/).getAttribute("data-aal");
    // An admin of its own: a verified code ends the aal1 sessions of its account.
    const admin = await createThrowawayAdmin();
    await startSession(admin, { aal1: true });
    renderProbe();
    await waitFor(() => expect(assurance()).toBe("current=aal1 next=aal2 atAal2=false"));
    const [factor] = (await supabase.auth.mfa.listFactors()).data!.totp;
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: await unusedTotpCodeFor(admin.totpSecret!),
    });
    expect(verified.error).toBeNull();
    await waitFor(() => expect(assurance()).toBe("current=aal2 next=aal2 atAal2=true"));
  });

  it("says a signed-in visitor is not an admin", async () => {
    await startSession("visitor");
    const { state } = renderProbe();
    await waitFor(() =>
      expect(state()).toBe(
        "user=visitor@example.com loading=false checkingAdmin=false isAdmin=false",
      ),
    );
  });

  it("logs a failed admin check and treats the admin as not admin", async () => {
    await startSession("admin");
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes("/rpc/has_role")
        ? Promise.reject(new TypeError("Failed to fetch"))
        : fetch(input, init),
    );
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const { state } = renderProbe();
    await waitFor(() =>
      expect(state()).toBe(
        "user=admin@example.com loading=false checkingAdmin=false isAdmin=false",
      ),
    );
    expect(consoleError).toHaveBeenCalledWith(
      "The admin check failed; treating the user as not admin.",
      expect.anything(),
    );
  });

  it("clears the user, isAdmin and the cached data on sign-out", async () => {
    await startSession("admin");
    const { state } = renderProbe();
    await waitFor(() => expect(state()).toContain("isAdmin=true"));
    const cachedData = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined);
    expect(cachedData()).not.toEqual([]);

    await supabase.auth.signOut({ scope: "local" });
    await waitFor(() =>
      expect(state()).toBe("user=none loading=false checkingAdmin=false isAdmin=false"),
    );
    expect(cachedData()).toEqual([]);
  });

  it("signs out when another tab of the same browser signs out", async () => {
    await startSession("admin");
    const { state } = renderProbe();
    await waitFor(() => expect(state()).toContain("isAdmin=true"));

    // A second tab: its own client over the same storage (and so the same broadcast channel);
    // supabase-js warns about two clients in one window, which is the point here.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const otherTab = createClient(inject("stackUrl"), LOCAL_DEMO_ANON_KEY);
    const { data } = await otherTab.auth.getSession();
    expect(data.session?.user.email).toBe(accounts.admin.email);
    await otherTab.auth.signOut({ scope: "local" });

    await waitFor(() =>
      expect(state()).toBe("user=none loading=false checkingAdmin=false isAdmin=false"),
    );
  });

  it("refuses to be used outside its provider, saying so", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe history={[]} />)).toThrow(
      "useAuth must be used within an AuthProvider.",
    );
  });
});
