// Receives an upload body (multipart/form-data as supabase-js sends a File or Blob, or raw bytes) into
// a temporary file, counting bytes as they arrive: past the limit it stops at once and reports
// "too_large", so an oversized body is never stored and never held in memory.
import busboy from "busboy";
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import { z } from "zod";
import { ClientGoneError } from "../core/errors";
import { firstHeader as header } from "../core/headers";
import { storageErrors } from "./errors";

export interface ReceivedUpload {
  size: number;
  /** Storage's eTag: the quoted MD5 of the bytes. */
  eTag: string;
  /** The SHA-256 of the bytes, hex: what a content-addressed bucket names them by. */
  sha256: string;
  mimeType: string;
  cacheControl: string;
  userMetadata?: Record<string, unknown>;
}

export type UploadResult = ReceivedUpload | "too_large";

interface Limits {
  maxBytes: number;
  /** Throws a Storage error when the bucket does not accept this MIME type. */
  checkMimeType(mimeType: string): void;
}

/** Copies `source` into `tempPath`, stopping (and leaving the source paused) once past `maxBytes`. */
function writeLimited(
  source: Readable,
  tempPath: string,
  maxBytes: number,
): Promise<{ size: number; eTag: string; sha256: string } | "too_large"> {
  return new Promise((resolve, reject) => {
    const hash = createHash("md5");
    const sha256 = createHash("sha256");
    const out = createWriteStream(tempPath, { flags: "wx" });
    let size = 0;
    let ended = false;
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      source.off("data", onData);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        source.pause();
        out.destroy();
        finish(() => resolve("too_large"));
        return;
      }
      hash.update(chunk);
      sha256.update(chunk);
      if (!out.write(chunk)) {
        source.pause();
        out.once("drain", () => source.resume());
      }
    };
    source.on("data", onData);
    source.once("end", () => {
      ended = true;
      out.end(() =>
        finish(() =>
          resolve({ size, eTag: `"${hash.digest("hex")}"`, sha256: sha256.digest("hex") }),
        ),
      );
    });
    source.once("error", (error) => finish(() => reject(error)));
    source.once("close", () => {
      if (!ended) finish(() => reject(new ClientGoneError()));
    });
    out.once("error", (error) => finish(() => reject(error)));
  });
}

// Storage keeps "max-age=<seconds>" whichever way the client says it.
function cacheControlFrom(value: string | undefined): string {
  if (value === undefined || value === "") return "no-cache";
  if (/^\d{1,10}$/.test(value)) return `max-age=${value}`;
  return /^[A-Za-z0-9=, -]{1,100}$/.test(value) ? value : "no-cache";
}

// The metadata field of an upload: a JSON object.
const userMetadata = z.record(z.string(), z.unknown());

function userMetadataFrom(json: string | undefined): Record<string, unknown> | undefined {
  if (json === undefined || json === "") return undefined;
  try {
    const parsed = userMetadata.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // reported below
  }
  throw storageErrors.invalidRequest("Invalid metadata");
}

async function receiveRaw(
  req: IncomingMessage,
  tempPath: string,
  limits: Limits,
): Promise<UploadResult> {
  const mimeType =
    (header(req, "content-type") ?? "application/octet-stream").split(";")[0]?.trim() ||
    "application/octet-stream";
  limits.checkMimeType(mimeType);
  const declared = Number(header(req, "content-length"));
  if (Number.isFinite(declared) && declared > limits.maxBytes) return "too_large";
  const metadataHeader = header(req, "x-metadata");
  const userMetadata = userMetadataFrom(
    metadataHeader && Buffer.from(metadataHeader, "base64").toString("utf8"),
  );
  const written = await writeLimited(req, tempPath, limits.maxBytes);
  if (written === "too_large") return written;
  return {
    ...written,
    mimeType,
    cacheControl: cacheControlFrom(header(req, "cache-control")?.replace(/^max-age=/, "")),
    userMetadata,
  };
}

function receiveMultipart(
  req: IncomingMessage,
  tempPath: string,
  limits: Limits,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20, headerPairs: 100 },
      });
    } catch (error) {
      reject(storageErrors.invalidRequest((error as Error).message));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Promise<UploadResult> | undefined;
    const stop = (outcome: () => void) => {
      req.unpipe(parser);
      req.pause();
      outcome();
    };

    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (_name, stream, info) => {
      if (file) {
        stream.resume();
        return;
      }
      file = (async (): Promise<UploadResult> => {
        limits.checkMimeType(info.mimeType);
        const written = await writeLimited(stream, tempPath, limits.maxBytes);
        if (written === "too_large") return written;
        return {
          ...written,
          mimeType: info.mimeType,
          cacheControl: cacheControlFrom(fields.cacheControl),
          userMetadata: userMetadataFrom(fields.metadata),
        };
      })();
      file.then(
        (result) => {
          if (result === "too_large") stop(() => resolve(result));
        },
        (error: unknown) => stop(() => reject(error)),
      );
    });
    parser.on("error", (error: Error) =>
      stop(() => reject(storageErrors.invalidRequest(error.message))),
    );
    parser.on("close", () => {
      if (!file) reject(storageErrors.invalidRequest("No file found in request"));
      else file.then(resolve, reject);
    });
    req.pipe(parser);
  });
}

export function receiveUpload(
  req: IncomingMessage,
  tempPath: string,
  limits: Limits,
): Promise<UploadResult> {
  const contentType = header(req, "content-type") ?? "";
  return /^multipart\/form-data/i.test(contentType)
    ? receiveMultipart(req, tempPath, limits)
    : receiveRaw(req, tempPath, limits);
}
