import type { PostContent } from "../schemas";
import { callPost, postToasts, usePostCall } from "./post-call";

/** Saves a post's draft with the adviser's answers to the Marketing Rule check's warnings on it. */
export const useSavePostDraft = () =>
  usePostCall(
    ({
      id,
      revision,
      content,
      answers,
    }: {
      id: string;
      revision: number;
      content: PostContent;
      answers: Record<string, string>;
    }) => callPost("save_post_draft", { post_id: id, content, revision, answers }),
    { success: () => postToasts.saved, failed: postToasts.saveFailed },
  );
