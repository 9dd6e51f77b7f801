export { subscribeToNewsletter } from "./lazy-subscribe";
export { NewsletterForm } from "./components/newsletter-form";
export { SubscribeForm } from "./components/subscribe-form";
export type { Subscribe, SubscribeOutcome, SubscribeRequest } from "./types";
