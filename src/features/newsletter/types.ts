/** What the visitor typed in a 'Stay Updated' box: the address, and the trap field only bots fill. */
export type SubscribeRequest = { email: string; trap: string };
/** What the visitor is told: thanks, the address is not one, or the sign-up could not be sent. */
export type SubscribeOutcome = "subscribed" | "invalid" | "failed";
/** Sends a sign-up; resolves to what the visitor is told. */
export type Subscribe = (request: SubscribeRequest) => Promise<SubscribeOutcome>;
