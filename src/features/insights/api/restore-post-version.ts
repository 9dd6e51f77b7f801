import { callPost, postToasts, usePostCall } from "./post-call";

/** Makes a published version the post's draft (public.restore_post_version). */
export const useRestorePostVersion = () =>
  usePostCall(
    ({ id, revision, version }: { id: string; revision: number; version: number }) =>
      callPost("restore_post_version", { post_id: id, version, revision }),
    { success: ({ version }) => postToasts.restored(version), failed: postToasts.restoreFailed },
  );
