import type { Subscribe } from "./types";

// The sign-up's code (and zod) loads when a visitor first subscribes, not with the page: the public
// pages stay within their budget (npm run budget).
export const subscribeToNewsletter: Subscribe = async (request) =>
  (await import("./api/subscribe")).subscribeToNewsletter(request);
