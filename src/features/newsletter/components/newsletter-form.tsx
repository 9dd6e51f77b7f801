import { island } from "@/lib/island";
import { subscribeToNewsletter } from "../lazy-subscribe";
import { SubscribeForm, type NewsletterLabels } from "./subscribe-form";

type NewsletterFormProps = {
  /** Unique on the page: the heading's and the input's ids derive from it. */
  id: string;
  heading: string;
  description: string;
  labels: NewsletterLabels;
  surface?: "light" | "dark";
  className?: string;
};

/**
 * A 'Stay Updated' box: the footer's and a page's own: an island, hydrated only when the visitor
 * heads for it (a tap or the focus in it), its submit replayed if it came first (lib/island.tsx).
 */
export const NewsletterForm = island(function NewsletterForm(props: NewsletterFormProps) {
  return <SubscribeForm {...props} subscribe={subscribeToNewsletter} />;
}, "interaction");
