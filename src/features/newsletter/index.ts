export { subscribeToNewsletter } from "./lazy-subscribe";
export { NewsletterForm } from "./components/newsletter-form";
