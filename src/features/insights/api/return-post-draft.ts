import { returnCommentSchema } from "@/features/site-content/admin";
import { callPost, postToasts, usePostCall } from "./post-call";

/** Returns a draft waiting for approval to its author, with why (public.return_post_draft). */
export const useReturnPostDraft = () =>
  usePostCall(
    ({ id, revision, comment }: { id: string; revision: number; comment: string }) =>
      callPost("return_post_draft", {
        post_id: id,
        revision,
        comment: returnCommentSchema.parse({ comment }).comment,
      }),
    { success: () => postToasts.returned, failed: postToasts.returnFailed },
  );
