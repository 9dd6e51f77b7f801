// Market Insights in the back office: the list of posts and their states, and withdrawal.
export { usePosts, type PostSummary } from "./api/get-posts";
export { useWithdrawPost } from "./api/withdraw-post";
export { postState, type PostState } from "./post-state";
