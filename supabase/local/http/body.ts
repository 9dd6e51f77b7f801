import type { IncomingMessage } from "node:http";
import { BodyTooLargeError, MalformedJsonError } from "./errors";

/** JSON bodies of the auth and rest APIs: generous for this app, small enough to hold in memory. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Reads a whole body, refusing it (without reading further) once it passes `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = JSON_BODY_LIMIT): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; an empty body is `undefined`. */
export async function readJson(req: IncomingMessage, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const text = (await readBody(req, limit)).toString("utf8");
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new MalformedJsonError((error as Error).message);
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
