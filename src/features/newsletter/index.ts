export { subscribeToNewsletter } from "./api/subscribe";
export { subscriptionSchema, type Subscription } from "./schemas";
