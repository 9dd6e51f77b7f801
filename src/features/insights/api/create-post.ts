import type { PostContent } from "../schemas";
import { callPost, postToasts, usePostCall } from "./post-call";

/** A new post from its first draft (public.create_post), with the answers given on it. */
export const useCreatePost = () =>
  usePostCall(
    ({ content, answers }: { id: null; content: PostContent; answers: Record<string, string> }) =>
      callPost("create_post", { content, answers }),
    { success: () => postToasts.saved, failed: postToasts.saveFailed },
  );
