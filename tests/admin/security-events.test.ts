// The app's security-log writer against the local stack: the event is stored as the signed-in
// user's, with the severity of its kind, the server's time and the request's user agent; the client
// cannot read it back unless it is an admin; a kind the user may not record is refused by the
// database, and a malformed event before it is sent.
import { describe, expect, it, vi } from "vitest";
import { logSecurityEvent } from "@/features/security-events/api/log-security-event";
import { adminEvents } from "@/features/security-events";
import { supabase } from "@/lib/supabase";
import { accounts, securityEventsOf, startSession } from "../support/render-app";

describe("logSecurityEvent", () => {
  it("stores the signed-in visitor's event, which the visitor cannot read back", async () => {
    await startSession("visitor");
    const since = new Date();
    await logSecurityEvent(adminEvents.unauthorizedAccess("/admin/profile"));

    const stored = await securityEventsOf("visitor", since);
    expect(stored).toEqual([
      expect.objectContaining({
        action: "unauthorized_access",
        severity: "critical",
        details: { path: "/admin/profile", reason: "not an admin" },
      }),
    ]);
    const { data, error } = await supabase.from("security_events").select("id");
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it("lets the admin read the log, the visitor's events included", async () => {
    await startSession("visitor");
    await logSecurityEvent(adminEvents.unauthorizedAccess("/admin/documents"));
    await startSession("admin");
    const { data, error } = await supabase
      .from("security_events")
      .select("user_id, action, ip_address, user_agent")
      .eq("user_id", accounts.visitor.id)
      .eq("action", "unauthorized_access");
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    // No proxy in front of the local stack: X-Forwarded-For is the loopback peer, as PostgREST sees it.
    expect(data![0]).toMatchObject({ ip_address: "127.0.0.1", user_agent: expect.any(String) });
  });

  it("refuses a malformed event before sending anything", async () => {
    await startSession("admin");
    const fetch = vi.spyOn(globalThis, "fetch");
    await expect(logSecurityEvent({ action: "Sign In!" })).rejects.toThrow();
    await expect(
      logSecurityEvent({ action: "sign_in", details: [1, 2] as unknown as Record<string, never> }),
    ).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is refused by the database when the visitor records an admin's event, and stores nothing", async () => {
    await startSession("visitor");
    const since = new Date();
    await expect(logSecurityEvent(adminEvents.accessGranted("/admin"))).rejects.toMatchObject({
      code: "42501",
    });
    await expect(logSecurityEvent(adminEvents.signIn())).rejects.toMatchObject({ code: "42501" });
    expect(await securityEventsOf("visitor", since)).toEqual([]);
  });

  it("is refused by the database when nobody is signed in", async () => {
    await startSession(null);
    await expect(logSecurityEvent(adminEvents.signIn())).rejects.toMatchObject({ code: "42501" });
  });
});
