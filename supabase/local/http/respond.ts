import type { ServerResponse } from "node:http";

type Headers = Record<string, string>;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Headers = {},
): void {
  sendRawJson(res, status, JSON.stringify(body), headers);
}

/** Sends JSON text produced elsewhere (PostgREST bodies come from Postgres's own json_agg). */
export function sendRawJson(
  res: ServerResponse,
  status: number,
  json: string,
  headers: Headers = {},
): void {
  send(res, status, json, { "Content-Type": "application/json; charset=utf-8", ...headers });
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Headers = {},
): void {
  send(
    res,
    status,
    text === "" ? undefined : text,
    text === "" ? headers : { "Content-Type": "text/plain; charset=utf-8", ...headers },
  );
}

export function sendEmpty(res: ServerResponse, status: number, headers: Headers = {}): void {
  send(res, status, undefined, headers);
}

function send(
  res: ServerResponse,
  status: number,
  body: string | undefined,
  headers: Headers,
): void {
  if (res.headersSent) return;
  const buffer = body === undefined ? undefined : Buffer.from(body, "utf8");
  res.writeHead(status, { ...headers, "Content-Length": String(buffer?.length ?? 0) });
  res.end(buffer);
}
