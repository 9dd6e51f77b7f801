export { subscribeToNewsletter } from "./lazy-subscribe";
export { NewsletterForm } from "./components/newsletter-form";
export { SubscribeForm, type NewsletterLabels } from "./components/subscribe-form";
export type { Subscribe, SubscribeOutcome, SubscribeRequest } from "./types";
