import { callPost, postToasts, usePostCall } from "./post-call";

/** Asks another admin to approve the saved draft (approvals on; public.request_post_approval). */
export const useRequestPostApproval = () =>
  usePostCall(
    ({ id, revision }: { id: string; revision: number }) =>
      callPost("request_post_approval", { post_id: id, revision }),
    { success: () => postToasts.requested, failed: postToasts.requestFailed },
  );
