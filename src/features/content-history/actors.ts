// The actor of an entry as people know them: by name and email from the admins-only directory, the
// system when there was no signed-in user, and the bare id when the directory no longer knows them
// (the account was deleted) or could not be read.
import type { SupabaseClient } from "@supabase/supabase-js";
import { z } from "@/lib/zod";

export interface DirectoryPerson {
  /** The profile's name (user_metadata.full_name); null when they gave none. */
  name: string | null;
  email: string | null;
}

/** The directory by user id. */
export type ActorDirectory = ReadonlyMap<string, DirectoryPerson>;

// The type generator calls every column of a function's result non-null; these may be null.
const directoryRows = z.array(
  z.object({ id: z.string(), display_name: z.string().nullable(), email: z.string().nullable() }),
);

/**
 * The history's actors and the admins, by name and email, from the database's admins-only
 * directory (history_actor_directory, migration 20261125130200: an admin at aal2 only).
 */
export async function readActorDirectory(
  client: SupabaseClient,
  signal?: AbortSignal,
): Promise<ActorDirectory> {
  let call = client.rpc("history_actor_directory");
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error) throw error;
  return new Map(
    directoryRows.parse(data).map((row) => [row.id, { name: row.display_name, email: row.email }]),
  );
}

export type Actor =
  | { kind: "system" }
  | { kind: "person"; id: string; name: string | null; email: string | null }
  /** The directory does not know the id: a deleted account. */
  | { kind: "deleted"; id: string }
  /** The directory is loading or could not be read. */
  | { kind: "unresolved"; id: string };

export function resolveActor(id: string | null, directory: ActorDirectory | undefined): Actor {
  if (id === null) return { kind: "system" };
  if (!directory) return { kind: "unresolved", id };
  const person = directory.get(id);
  return person ? { kind: "person", id, ...person } : { kind: "deleted", id };
}

/** "Jane Examiner (jane@example.com)", or whichever of the two there is ("" for neither). */
export function personLabel({ name, email }: DirectoryPerson): string {
  return name && email ? `${name} (${email})` : (name ?? email ?? "");
}

/** The directory's people who appear as actors of `entries` (the exports list them). */
export function actorsOf(
  entries: readonly { actor: string | null }[],
  directory: ActorDirectory,
): ({ id: string } & DirectoryPerson)[] {
  const ids = [...new Set(entries.flatMap((entry) => (entry.actor ? [entry.actor] : [])))];
  return ids.flatMap((id) => {
    const person = directory.get(id);
    return person ? [{ id, ...person }] : [];
  });
}
