import { callPost, postToasts, usePostCall } from "./post-call";

/**
 * Publishes the saved draft (public.publish_post) with the adviser's answers to the Marketing Rule
 * check's warnings; with approvals on, another admin's approval of the draft asked for.
 */
export const usePublishPost = () =>
  usePostCall(
    ({
      id,
      revision,
      answers,
    }: {
      id: string;
      revision: number;
      answers: Record<string, string>;
    }) => callPost("publish_post", { post_id: id, revision, answers }),
    {
      success: (_variables, { version }) => postToasts.published(version ?? 0),
      failed: postToasts.publishFailed,
    },
  );
