// A Market Insights post as the editor sends it, and the seeded admin's way of publishing one through
// the post calls (create_post, then publish_post), for the tests that need a post to exist.
import type { Queryable } from "../../local/db/database";
import { seedAccounts } from "../../local/db/reset";
import { admin, type Actor } from "./actors";
import { attempt, succeeded } from "./database";

/** A plain post by the seeded admin, due at once; `over` changes any field. */
export const postContent = (over: Record<string, unknown> = {}) => ({
  slug: "rates-and-your-bonds",
  title: "Rates and your bonds",
  summary: "What a change in interest rates means for the bonds you hold.",
  body: "## Why rates matter\n\nBond prices fall when rates rise.",
  tags: ["Bonds", "Rates"],
  cover_image_url: null,
  author_id: seedAccounts.admin.id,
  publish_at: "2026-01-01T00:00:00Z",
  ...over,
});

/** The seeded admin's profile name: a post's author is an admin with one. */
export async function nameSeededAdmin(tx: Queryable) {
  await tx.query(
    `insert into public.admin_profiles (user_id, full_name) values ($1, 'Ethan Lindqvist')
     on conflict (user_id) do update set full_name = excluded.full_name`,
    [seedAccounts.admin.id],
  );
}

export interface PostAnswer {
  id: string;
  revision: number;
  version: number | null;
}

/** Runs a post call (`sql`, say "public.create_post($1::jsonb)") as `actor`: its answer, or the refusal. */
export const postCall = (tx: Queryable, actor: Actor, sql: string, params: unknown[] = []) =>
  attempt<{ answer: PostAnswer }>(tx, actor, `select ${sql} as answer`, params);

/** A post call's answer, its revision a number (bigint comes back as text). */
export const answerOf = (outcome: Awaited<ReturnType<typeof postCall>>) => {
  const answer = succeeded(outcome)[0]!.answer;
  return { ...answer, revision: Number(answer.revision) };
};

/** The seeded admin creates the post, named as its author. */
export async function createPost(tx: Queryable, content = postContent()) {
  await nameSeededAdmin(tx);
  return answerOf(
    await postCall(tx, admin, "public.create_post($1::jsonb)", [JSON.stringify(content)]),
  );
}

/** The seeded admin creates the post and publishes it. */
export async function publishNewPost(tx: Queryable, content = postContent()) {
  const created = await createPost(tx, content);
  return answerOf(
    await postCall(tx, admin, "public.publish_post($1, $2)", [created.id, created.revision]),
  );
}
