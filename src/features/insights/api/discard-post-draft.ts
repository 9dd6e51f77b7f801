import { callPost, postToasts, usePostCall } from "./post-call";

/** Throws the draft away (public.discard_post_draft): a post never published goes with it. */
export const useDiscardPostDraft = () =>
  usePostCall(
    ({ id, revision }: { id: string; revision: number }) =>
      callPost("discard_post_draft", { post_id: id, revision }),
    { success: () => postToasts.discarded, failed: postToasts.discardFailed },
  );
