import type { IncomingMessage } from "node:http";
import { BodyTooLargeError, ClientGoneError, MalformedJsonError } from "../core/errors";

/** JSON bodies of the auth and rest APIs: generous for this app, small enough to hold in memory. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Reads a whole body, refusing it (without reading further) once it passes `limit` bytes. The
 * request is left paused, not destroyed, so the refusal can still be sent on its connection.
 */
export function readBody(req: IncomingMessage, limit = JSON_BODY_LIMIT): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit)
    return Promise.reject(new BodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const settle = (outcome: () => void) => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        req.pause();
        settle(() => reject(new BodyTooLargeError(limit)));
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => settle(() => resolve(Buffer.concat(chunks)));
    const onError = (error: Error) => settle(() => reject(error));
    const onClose = () => settle(() => reject(new ClientGoneError()));
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}

/**
 * How deeply a JSON body may nest. The app sends a few levels; a body nested thousands deep would
 * overflow the JavaScript stack that turns it back into text. (Go's encoding/json, in Supabase Auth,
 * stops at 10,000.)
 */
export const MAX_JSON_DEPTH = 512;

/** True when arrays and objects in `text` nest deeper than `max`; strings are skipped. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === "[" || char === "{") {
      depth += 1;
      if (depth > max) return true;
    } else if (char === "]" || char === "}") {
      depth -= 1;
    }
  }
  return false;
}

/** Parses a JSON body; an empty body is `undefined`. */
export async function readJson(req: IncomingMessage, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const text = (await readBody(req, limit)).toString("utf8");
  if (text.trim() === "") return undefined;
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new MalformedJsonError("exceeded max depth");
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new MalformedJsonError((error as Error).message);
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
