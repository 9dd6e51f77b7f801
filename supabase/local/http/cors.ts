import type { IncomingMessage, ServerResponse } from "node:http";

// What the hosted gateway answers: any origin, the headers supabase-js sends, the ones it reads back.
const EXPOSED =
  "Content-Range, Content-Length, Content-Type, Content-Disposition, ETag, Last-Modified, Link, X-Total-Count, X-Supabase-Api-Version, X-Sb-Error-Code";
const DEFAULT_ALLOWED =
  "authorization, apikey, content-type, accept, accept-profile, content-profile, prefer, range, range-unit, x-client-info, x-upsert, x-supabase-api-version, x-retry-count, x-metadata, cache-control";

export function applyCors(res: ServerResponse): void {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Expose-Headers", EXPOSED);
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers["access-control-request-headers"];
  res.writeHead(204, {
    "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Access-Control-Allow-Headers":
      typeof requested === "string" && requested.length < 2048 ? requested : DEFAULT_ALLOWED,
    "Access-Control-Max-Age": "3600",
    "Content-Length": "0",
  });
  res.end();
}
