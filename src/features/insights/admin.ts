// Market Insights in the back office: the list of posts and their states, withdrawal, and the post
// editor. Kept out of index.ts, which public pages import.
export { usePosts, type PostSummary } from "./api/get-posts";
export { usePost, type EditedPost } from "./api/get-post";
export { useWithdrawPost } from "./api/withdraw-post";
export { PostEditor } from "./components/post-editor";
export { postState, postStateBadge, type PostState } from "./post-state";
export { postFormSchema, type PostFormValues } from "./schemas";
