import type { PostgrestError } from "@supabase/postgrest-js";
import type { ToastText } from "@/lib/mutation-toasts";
import { Refusal } from "@/lib/refusal";

/** Someone changed the page since the editor loaded it: the save was refused, nothing overwritten. */
export class PageConflictError extends Refusal {
  constructor(
    readonly changedBy: string | null,
    readonly changedAt: string,
  ) {
    super("The page was changed since you opened it");
  }
}

/** The database's answer to a page's call as an error: a conflict (PT409) names who and when. */
export function pageCallError(error: PostgrestError): Error {
  if (error.code === "PT409") {
    const details = JSON.parse(error.details || "{}") as {
      changed_by?: string;
      changed_at?: string;
    };
    return new PageConflictError(details.changed_by ?? null, details.changed_at ?? "");
  }
  return Object.assign(new Error(error.message), { code: error.code });
}

/** A conflict is shown in the editor itself, with the choice to reload; other failures as a toast. */
export const callFailure = (title: string) => (error: Error) =>
  error instanceof PageConflictError
    ? undefined
    : ({ title, description: error.message } as ToastText);
