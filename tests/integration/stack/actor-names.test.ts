// The archive names who made each change (history_actor_directory). An admin with the password
// alone (aal1) changed their own user_metadata.full_name (PUT /auth/v1/user, 200) and the archive
// and its exports showed that name as the author of their changes, with nothing in the log. The
// name now comes from the admin's profile, which only they write, at aal2, with an event.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { seedAccounts } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();

/** The seeded admin at aal2, signed in once: each authenticator code is accepted once. */
let atAal2: SupabaseClient;
beforeAll(async () => {
  atAal2 = await env().signedInAtAal2();
});

async function directoryName(): Promise<string | null | undefined> {
  const { data, error } = await atAal2.rpc("history_actor_directory");
  if (error) throw error;
  return (data as { id: string; display_name: string | null }[]).find(
    (entry) => entry.id === seedAccounts.admin.id,
  )?.display_name;
}

describe("the archive's actor names", () => {
  it("do not follow a name an aal1 session puts in the user's metadata", async () => {
    const before = await directoryName();
    const atAal1 = await env().signedIn("admin");
    const { error } = await atAal1.auth.updateUser({ data: { full_name: "Mallory" } });
    expect(error).toBeNull();
    expect(await directoryName()).toBe(before);
    expect(before).not.toBe("Mallory");
  });

  it("refuse a profile name saved at aal1", async () => {
    const atAal1 = await env().signedIn("admin");
    const { error } = await atAal1.rpc("save_admin_profile", { full_name: "Mallory" });
    expect(error).toMatchObject({ code: "42501" });
    expect(await directoryName()).not.toBe("Mallory");
  });

  it("come from the profile an admin saves at aal2, and each change is in the security log", async () => {
    const { error } = await atAal2.rpc("save_admin_profile", { full_name: "Jane Q. Adviser" });
    expect(error).toBeNull();
    expect(await directoryName()).toBe("Jane Q. Adviser");
    const { rows } = await env().db.query(
      `select severity::text, details from public.security_events
        where user_id = $1 and action = 'profile_name_changed' order by created_at desc limit 1`,
      [seedAccounts.admin.id],
    );
    expect(rows).toEqual([{ severity: "medium", details: { from: null, to: "Jane Q. Adviser" } }]);
  });
});
