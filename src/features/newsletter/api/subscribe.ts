import { postAnonymousRpc } from "@/lib/anonymous-rest";
import { subscriptionSchema } from "../schemas";
import type { SubscribeOutcome, SubscribeRequest } from "../types";

// The one narrow path of a sign-up: the subscribe_to_newsletter RPC with the address and the page
// (it stores a new address and ignores a known one, and answers both alike, 204 without a body, so
// it tells nobody who is subscribed). A plain fetch: the public pages do not load supabase-js.

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
    const response = await postAnonymousRpc("subscribe_to_newsletter", {
      email: parsed.data.email,
      source_path: parsed.data.sourcePath,
    });
    if (response.ok) return "subscribed";
    console.error(`The newsletter sign-up was refused (${response.status})`, await response.text());
  } catch (error) {
    console.error("The newsletter sign-up could not be sent", error);
  }
  return "failed";
}
