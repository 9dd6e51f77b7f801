import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pageEditorCopy } from "@/content/admin/page-editor";
import { mutationToasts, type ToastText } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import { z } from "@/lib/zod";
import type { PageKey } from "../schemas/page-schemas";
import { publicationKeys, sitePageKeys } from "./keys";
import { callFailure, pageCallError } from "./page-conflict";

// The editor's calls, each over the revision it loaded (public.save_page_draft,
// discard_page_draft, restore_page_version, publish_page, and with approvals on
// request_page_approval and return_page_draft): a call over another revision is refused with who
// changed the page and when (PageConflictError), so no edit is lost silently.

type PageCall = { key: PageKey; revision: number };

/** What a call answers: the page's revision after it, and a publication's version. */
export type PageChange = { revision: number; version: number | null };

async function call(name: string, args: Record<string, unknown>): Promise<PageChange> {
  const { data, error } = await supabase.rpc(name as never, args as never);
  if (error) throw pageCallError(error);
  return data as PageChange;
}

const { toasts } = pageEditorCopy;

function usePageCall<Variables extends PageCall>(
  mutationFn: (variables: Variables) => Promise<PageChange>,
  toast: { success?: (variables: Variables, result: PageChange) => ToastText; failed: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: mutationToasts<Variables, PageChange>({
      recordedInHistory: true,
      success: toast.success,
      error: callFailure(toast.failed),
    }),
    onSettled: (_result, _error, { key }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sitePageKeys.page(key) }),
        queryClient.invalidateQueries({ queryKey: sitePageKeys.list() }),
        queryClient.invalidateQueries({ queryKey: sitePageKeys.versions(key) }),
        queryClient.invalidateQueries({ queryKey: publicationKeys.state() }),
      ]),
  });
}

/** Saves the draft with the adviser's answers to the Marketing Rule check's warnings on it. */
export const useSavePageDraft = () =>
  usePageCall(
    ({
      key,
      revision,
      content,
      answers,
    }: PageCall & { content: unknown; answers: Record<string, string> }) =>
      call("save_page_draft", { page_key: key, content, revision, answers }),
    { success: () => toasts.saved, failed: toasts.saveFailed },
  );

export const useDiscardPageDraft = () =>
  usePageCall(
    ({ key, revision }: PageCall) => call("discard_page_draft", { page_key: key, revision }),
    { success: () => toasts.discarded, failed: toasts.discardFailed },
  );

export const useRestorePageVersion = () =>
  usePageCall(
    ({ key, revision, version }: PageCall & { version: number }) =>
      call("restore_page_version", { page_key: key, version, revision }),
    { success: ({ version }) => toasts.restored(version), failed: toasts.restoreFailed },
  );

/** Publishes the saved draft with the adviser's answers to the Marketing Rule check's warnings. */
export const usePublishPage = () =>
  usePageCall(
    ({ key, revision, answers }: PageCall & { answers: Record<string, string> }) =>
      call("publish_page", { page_key: key, revision, answers }),
    {
      success: (_variables, { version }) => toasts.published(version ?? 0),
      failed: toasts.publishFailed,
    },
  );

/** Asks another admin to approve the saved draft (approvals on). */
export const useRequestPageApproval = () =>
  usePageCall(
    ({ key, revision }: PageCall) => call("request_page_approval", { page_key: key, revision }),
    { success: () => toasts.requested, failed: toasts.requestFailed },
  );

/** What returning a draft asks: a comment for its author. */
export const returnCommentSchema = z.object({
  comment: z
    .string()
    .trim()
    .min(1, pageEditorCopy.approval.returnDialog.commentRequired)
    .max(2000, pageEditorCopy.approval.returnDialog.commentTooLong),
});

/** Returns a draft waiting for approval to its author, with why (another admin than its author). */
export const useReturnPageDraft = () =>
  usePageCall(
    ({ key, revision, comment }: PageCall & z.input<typeof returnCommentSchema>) =>
      call("return_page_draft", {
        page_key: key,
        revision,
        comment: returnCommentSchema.parse({ comment }).comment,
      }),
    { success: () => toasts.returned, failed: toasts.returnFailed },
  );
