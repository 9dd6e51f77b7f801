import type { MutationCacheConfig } from "@tanstack/react-query";
import { toast } from "sonner";
import { Refusal } from "./refusal";

export interface ToastText {
  title: string;
  description?: string;
  /** Unless the outcome's own: an export with nothing in it is news, an expired session bad news. */
  kind?: "info" | "error";
}

/**
 * What a mutation tells the person when it ends, declared once in its `meta` and shown by the query
 * client's MutationCache (below), so no form repeats try / mutateAsync / toast / console.error.
 */
export interface MutationToasts {
  /** Undefined: nothing to say (the file is saved, the step goes on). */
  success?: (variables: unknown, data: unknown) => ToastText | undefined;
  /** Undefined: the failure is shown where it happened (a form's own message), not as a toast. */
  error?: (error: Error, variables: unknown) => ToastText | undefined;
}

/** What a mutation declares about itself in its `meta`. */
// A type, not an interface: Register wants it assignable to Record<string, unknown>.
export type DeclaredMutationMeta = {
  toasts?: MutationToasts;
  /** The database records each change of its table in the content history (which then changed). */
  recordedInHistory?: boolean;
};

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: DeclaredMutationMeta;
  }
}

/**
 * A mutation's `meta`, its toasts typed by its variables and result. The cache hands each toast that mutation's
 * own variables and result, which is what makes the one widening here sound.
 */
export const mutationToasts = <TVariables, TData = void>({
  success,
  error,
  recordedInHistory,
}: {
  success?: (variables: TVariables, data: TData) => ToastText | undefined;
  error?: (error: Error, variables: TVariables) => ToastText | undefined;
  recordedInHistory?: boolean;
}): DeclaredMutationMeta => ({
  toasts: { success, error } as MutationToasts,
  recordedInHistory,
});

/** A mutateAsync awaited (a dialog stays busy until it ends) whose failure the cache has shown. */
export const settled = (mutation: Promise<unknown>): Promise<void> =>
  mutation.then(
    () => undefined,
    () => undefined,
  );

/** A toast of `text`, of its own kind or else of the outcome's. */
export const showToast = ({ title, description, kind }: ToastText, outcome: "success" | "error") =>
  toast[kind ?? outcome](title, description ? { description } : undefined);

/** The MutationCache's handlers: each mutation's declared toasts, and every failure but a refusal logged. */
export const mutationToastHandlers = {
  onSuccess: (data, variables, _result, mutation) => {
    const text = mutation.meta?.toasts?.success?.(variables, data);
    if (text) showToast(text, "success");
  },
  onError: (error, variables, _result, mutation) => {
    const text = mutation.meta?.toasts?.error?.(error, variables);
    if (!(error instanceof Refusal)) console.error(`${text?.title ?? "A mutation failed"}:`, error);
    if (text) showToast(text, "error");
  },
} satisfies MutationCacheConfig;
