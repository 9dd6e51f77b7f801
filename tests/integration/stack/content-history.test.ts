// The content history through the HTTP API with supabase-js, as the admin UI will use it: an admin's
// change made over REST is entered with the admin's id, nobody can write an entry over REST, and only
// admins read the entries and verify the chain. What was recorded is checked in the database itself.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccounts, startTestStack, type TestStack } from "./test-stack";

let env: TestStack;
let anon: SupabaseClient;
let visitor: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  env = await startTestStack();
  anon = env.anon();
  visitor = await env.signedIn("visitor");
  admin = await env.signedIn("admin");
  service = env.serviceRole();
});
afterAll(async () => {
  await env?.stop();
});

interface Entry {
  id: number;
  row_id: string;
  operation: string;
  actor: string | null;
  before: { title?: string } | null;
  after: { title?: string } | null;
}

async function entriesSince(id: number): Promise<Entry[]> {
  const { rows } = await env.db.query<Entry>(
    "select id, row_id, operation::text, actor, before, after from public.content_history where id > $1 order by id",
    [id],
  );
  return rows;
}

async function lastId(): Promise<number> {
  const { rows } = await env.db.query<{ id: number }>(
    "select coalesce(max(id), 0)::int8 as id from public.content_history",
  );
  return rows[0]!.id;
}

async function snapshot() {
  return (await env.db.query("select * from public.content_history order by id")).rows;
}

describe("recording changes made over REST", () => {
  it("an admin's title edit is entered once, with the admin's id and the old and new title", async () => {
    const { rows } = await env.db.query<{ id: string; title: string }>(
      "select id, title from public.recommended_resources order by created_at limit 1",
    );
    const resource = rows[0]!;
    const start = await lastId();
    const { error } = await admin
      .from("recommended_resources")
      .update({ title: "Check out your adviser" })
      .eq("id", resource.id);
    expect(error).toBeNull();
    const entries = await entriesSince(start);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      row_id: resource.id,
      operation: "update",
      actor: seedAccounts.admin.id,
      before: { title: resource.title },
      after: { title: "Check out your adviser" },
    });
  });

  it("the service role's changes are entered by nobody (actor null)", async () => {
    const start = await lastId();
    const { data, error } = await service
      .from("recommended_resources")
      .insert({ title: "By a script", description: "d", url: "https://example.com/" })
      .select("id")
      .single();
    expect(error).toBeNull();
    expect(await entriesSince(start)).toEqual([
      expect.objectContaining({ row_id: data!.id, operation: "insert", actor: null }),
    ]);
  });
});

describe("nobody writes an entry over REST", () => {
  const forged = {
    id: 100000,
    table_name: "recommended_resources",
    row_id: "forged",
    operation: "insert",
    after: {},
    occurred_at: "2026-01-01T00:00:00Z",
    prev_hash: "0".repeat(64),
    hash: "f".repeat(64),
  };

  it("insert, update and delete are refused for anon, a visitor, an admin and the service role", async () => {
    const before = await snapshot();
    for (const [client, refused] of [
      [anon, 401],
      [visitor, 403],
      [admin, 403],
      [service, 403],
    ] as const) {
      const table = () => client.from("content_history");
      expect((await table().insert(forged)).status).toBe(refused);
      expect((await table().update({ actor: null }).gt("id", 0)).status).toBe(refused);
      expect((await table().delete().gt("id", 0)).status).toBe(refused);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("reading and verifying", () => {
  it("admins read every entry with an exact count; visitors none; anon is refused", async () => {
    const total = (await snapshot()).length;
    const adminRead = await admin
      .from("content_history")
      .select("id", { count: "exact" })
      .range(0, 4);
    expect(adminRead.count).toBe(total);
    expect(adminRead.data).toHaveLength(5);
    const visitorRead = await visitor.from("content_history").select("id", { count: "exact" });
    expect([visitorRead.data, visitorRead.count]).toEqual([[], 0]);
    expect((await anon.from("content_history").select("id")).status).toBe(401);
  });

  it("admins and the service role verify the chain; visitors and anon are refused", async () => {
    for (const client of [admin, service]) {
      const { data, error } = await client.rpc("verify_content_history").single();
      expect(error).toBeNull();
      expect(data).toMatchObject({ valid: true, entries: (await snapshot()).length });
    }
    expect((await visitor.rpc("verify_content_history")).status).toBe(403);
    expect((await anon.rpc("verify_content_history")).status).toBe(401);
  });
});
