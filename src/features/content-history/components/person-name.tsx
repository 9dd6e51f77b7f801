import { historyEntryCopy, type HistoryEntryCopy } from "@/content/content-history";
import { useActorDirectory } from "../api/get-actor-directory";
import { resolveActor, type Actor } from "../actors";

/**
 * Someone as people know them: by name and email (the email alone for someone without a name); the
 * system when nobody was signed in; the id, noted, of an account deleted since; the id while the
 * directory loads or if it cannot be read.
 */
export function ActorName({ actor, copy }: { actor: Actor; copy: HistoryEntryCopy }) {
  if (actor.kind === "system") return copy.noActor;
  if (actor.kind === "person" && (actor.name || actor.email))
    return (
      <span className="[overflow-wrap:anywhere]">
        {actor.name && <span className="font-semibold text-navy-900">{actor.name}</span>}
        {actor.name && actor.email && " "}
        {actor.email && (actor.name ? `(${actor.email})` : actor.email)}
      </span>
    );
  return (
    <>
      <code className="break-all font-mono text-xs">{actor.id}</code>
      {actor.kind === "deleted" && ` ${copy.deletedActor}`}
    </>
  );
}

/**
 * The user `userId` named from the admins' directory (history_actor_directory: the history's
 * actors, the admins and the people of the security log), as the Compliance archive names them.
 */
export function PersonName({ userId }: { userId: string | null }) {
  const directory = useActorDirectory();
  return <ActorName actor={resolveActor(userId, directory.data)} copy={historyEntryCopy} />;
}
