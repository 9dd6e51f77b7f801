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
  error?: (error: Error, variables: unknown) => ToastText;
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: { toasts?: MutationToasts };
  }
}

/**
 * A mutation's `meta`, typed by its variables and result. The cache hands each toast that mutation's
 * own variables and result, which is what makes the one widening here sound.
 */
export const mutationToasts = <TVariables, TData = void>(toasts: {
  success?: (variables: TVariables, data: TData) => ToastText;
  error?: (error: Error, variables: TVariables) => ToastText;
}): { toasts: MutationToasts } => ({ toasts: toasts as MutationToasts });

/** A mutateAsync awaited (a dialog stays busy until it ends) whose failure the cache has shown. */
export const settled = (mutation: Promise<unknown>): Promise<void> =>
  mutation.then(
    () => undefined,
    () => undefined,
  );

const show = (kind: "success" | "error", text: ToastText) =>
  toast[kind](text.title, text.description ? { description: text.description } : undefined);

/** The MutationCache's handlers: each mutation's declared toasts, and every failure logged. */
export const mutationToastHandlers = {
  onSuccess: (data, variables, _result, mutation) => {
    const text = mutation.meta?.toasts?.success?.(variables, data);
    if (text) show("success", text);
  },
  onError: (error, variables, _result, mutation) => {
    const text = mutation.meta?.toasts?.error?.(error, variables);
    console.error(`${text?.title ?? "A mutation failed"}:`, error);
    if (text) show("error", text);
  },
} satisfies MutationCacheConfig;
