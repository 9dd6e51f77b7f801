import type { SubscribeOutcome, SubscribeRequest } from "@/components/layout/subscribe-form";
import { readSupabaseEnv } from "@/lib/env";
import { subscriptionSchema } from "../schemas";

// The one narrow path of a sign-up: an anonymous INSERT of the address and the page into
// newsletter_subscribers (the table's trigger drops a known address silently, so the answer is the
// same for a new and a repeated address). A plain fetch: the public pages do not load supabase-js.

/** Stores the address; "invalid" when it is not one, "failed" when the API refused or was unreachable. */
export async function subscribeToNewsletter(
  { email, trap }: SubscribeRequest,
  sourcePath = window.location.pathname,
): Promise<SubscribeOutcome> {
  const parsed = subscriptionSchema.safeParse({ email, sourcePath });
  if (!parsed.success) return "invalid";
  // A bot filled the hidden field: tell it what it expects, store nothing.
  if (trap !== "") return "subscribed";
  try {
    const { url, key } = readSupabaseEnv();
    const response = await fetch(`${url.replace(/\/$/, "")}/rest/v1/newsletter_subscribers`, {
      method: "POST",
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        "Content-Type": "application/json",
        Prefer: "return=minimal",
      },
      body: JSON.stringify({ email: parsed.data.email, source_path: parsed.data.sourcePath }),
    });
    if (response.ok) return "subscribed";
    console.error(`The newsletter sign-up was refused (${response.status})`, await response.text());
  } catch (error) {
    console.error("The newsletter sign-up could not be sent", error);
  }
  return "failed";
}
