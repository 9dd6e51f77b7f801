import type { IncomingMessage } from "node:http";

/** A header's value; when sent more than once, the first. */
export function firstHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A list-valued header (Prefer, Accept) with repeated occurrences joined by commas. */
export function joinedHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
