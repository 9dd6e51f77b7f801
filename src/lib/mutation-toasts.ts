import type { MutationCacheConfig } from "@tanstack/react-query";
import { toast } from "sonner";

export interface ToastText {
  title: string;
  description?: string;
}

/**
 * What a mutation tells the person when it ends, declared once in its `meta` and shown by the query
 * client's MutationCache (below), so no form repeats try / mutateAsync / toast / console.error.
 */
export interface MutationToasts {
  success?: (variables: unknown, data: unknown) => ToastText;
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
  success?: (variables: TVariables, data: TData) => ToastText;
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

const show = (kind: "success" | "error", text: ToastText) =>
  toast[kind](text.title, text.description ? { description: text.description } : undefined);

/** The MutationCache's handlers: each mutation's declared toasts, and its failure logged. */
export const mutationToastHandlers = {
  onSuccess: (data, variables, _result, mutation) => {
    const text = mutation.meta?.toasts?.success?.(variables, data);
    if (text) show("success", text);
  },
  onError: (error, variables, _result, mutation) => {
    // A mutation without toasts (signing in, a download) reports its failure itself.
    const text = mutation.meta?.toasts?.error?.(error, variables);
    if (!text) return;
    console.error(`${text.title}:`, error);
    show("error", text);
  },
} satisfies MutationCacheConfig;
