// The local mail catcher, as the Supabase CLI runs Mailpit beside its stack: an SMTP server
// (smtp-server, parsed with mailparser) that keeps every mail it is given, and on another port a web
// inbox with the part of Mailpit's REST API tests use:
//   GET    /api/v1/messages             every mail, newest first (MessagesSummary)
//   GET    /api/v1/search?query=to:x    the mails that match (to:, from:, subject:, words)
//   GET    /api/v1/message/{ID|latest}  one mail: headers, Text and HTML (marks it read)
//   DELETE /api/v1/messages             all mails, or {"IDs": [...]}
// It listens on this machine only, takes every mail without TLS or login, and sends nothing on. Its
// web side answers only a request addressed to this machine by name and port (as Mailpit and Vite
// do): a page on another site whose name was made to point at 127.0.0.1 (DNS rebinding) sends its
// own name as Host and is refused, so it cannot read the password-reset codes held here. The
// web routes are declared as a table (method, path, body schema, handler), matched as the stack's are.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Server } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { z } from "zod";
import { findRoute, type Params } from "../http/router";
import { inboxPage, mailPage } from "./inbox-page";
import { MailStore, type StoredMail, storedMail, summary } from "./store";

/** Mailpit's default, and far above any mail the stack sends. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export interface MailCatcherOptions {
  host?: string;
  /** 0 picks a free port (the throw-away test stacks). */
  webPort: number;
  smtpPort: number;
  log?: (message: string) => void;
}

export interface MailCatcher {
  /** The web inbox and API, e.g. http://127.0.0.1:54324 */
  webUrl: string;
  smtpHost: string;
  smtpPort: number;
  /** Every mail held, newest first. */
  mails(): StoredMail[];
  stop(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    // The mail's own HTML is shown in a sandboxed frame; nothing may run or load from elsewhere.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  });
  res.end(html);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function messagesSummary(mails: StoredMail[], total: number) {
  return {
    total,
    unread: mails.filter((mail) => !mail.Read).length,
    count: mails.length,
    messages_count: mails.length,
    start: 0,
    tags: [],
    messages: mails.map(summary),
  };
}

// DELETE /api/v1/messages: {"IDs": [...]} deletes those mails; no body, or no list, deletes them all.
const deleteBody = z
  .object({ IDs: z.array(z.coerce.string()).min(1).optional().catch(undefined) })
  .nullish();

interface CatcherRequest {
  store: MailStore;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Params;
}

interface CatcherRoute<Body> {
  method: string;
  path: string;
  /** The JSON body's schema; a body it refuses is a 400 with zod's message. */
  body?: z.ZodType<Body>;
  handle(request: CatcherRequest, body: Body): void;
}

const route = <Body = undefined>(declaration: CatcherRoute<Body>): CatcherRoute<unknown> =>
  declaration;

const ROUTES = [
  route({
    method: "GET",
    path: "/",
    handle: ({ store, res }) => sendHtml(res, 200, inboxPage(store.list())),
  }),
  route({
    method: "GET",
    path: "/view/:id",
    handle: ({ store, res, params }) => {
      const mail = store.read(decodeURIComponent(params.id ?? ""));
      return mail ? sendHtml(res, 200, mailPage(mail)) : sendHtml(res, 404, "Not found");
    },
  }),
  route({
    method: "GET",
    path: "/api/v1/messages",
    handle: ({ store, res }) =>
      sendJson(res, 200, messagesSummary(store.list(), store.list().length)),
  }),
  route({
    method: "GET",
    path: "/api/v1/search",
    handle: ({ store, res, url }) => {
      const query = url.searchParams.get("query") ?? "";
      if (query.trim() === "") return sendJson(res, 400, "no search query");
      return sendJson(res, 200, messagesSummary(store.list(query), store.list().length));
    },
  }),
  route({
    method: "GET",
    path: "/api/v1/message/:id",
    handle: ({ store, res, params }) => {
      const mail = store.read(decodeURIComponent(params.id ?? ""));
      return mail ? sendJson(res, 200, mail) : sendJson(res, 404, "message not found");
    },
  }),
  route({
    method: "DELETE",
    path: "/api/v1/messages",
    body: deleteBody,
    handle: ({ store, res }, body) => {
      store.delete(body?.IDs);
      sendJson(res, 200, "ok");
    },
  }),
];

/** This machine's names, with the port the inbox listens on: the only Host values it answers. */
function localHostNames(port: number): Set<string> {
  return new Set(["127.0.0.1", "localhost", "[::1]"].map((name) => `${name}:${port}`));
}

async function answer(store: MailStore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://catcher");
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const match = findRoute(ROUTES, req.method ?? "GET", path);
  if (match.found !== "route") return sendJson(res, 404, "not found");
  const { route, params } = match;
  const text = route.body ? await readBody(req) : "";
  const body = route.body?.parse(text ? JSON.parse(text) : undefined);
  route.handle({ store, req, res, url, params }, body);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const host = options.host ?? "127.0.0.1";
  const log = options.log ?? (() => {});
  const store = new MailStore();

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    onData(stream, session, callback) {
      let size = 0;
      stream.on("data", (chunk: Buffer) => (size += chunk.length));
      simpleParser(stream).then(
        (parsed) => {
          if (stream.sizeExceeded) return callback(new Error("Message exceeds the size limit"));
          const envelope = session.envelope.rcptTo.map((recipient) => recipient.address);
          const mail = storedMail(parsed, envelope, size);
          store.add(mail);
          log(`mail: "${mail.Subject}" to ${envelope.join(", ")}`);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // The SMTP server re-emits its socket's errors; a failed listen is answered below.
  smtp.on("error", (error: Error) => log(`mail: SMTP server: ${error.message}`));
  await listen(smtp.server, options.smtpPort, host);

  let allowedHosts = new Set<string>();
  const web = createServer((req, res) => {
    if (!allowedHosts.has(req.headers.host?.toLowerCase() ?? ""))
      return sendJson(res, 403, "this inbox answers only http://127.0.0.1 or localhost");
    answer(store, req, res).catch((error: Error) => {
      if (!res.headersSent) sendJson(res, 400, error.message);
      else res.end();
    });
  });
  try {
    await listen(web, options.webPort, host);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const webPort = (web.address() as AddressInfo).port;
  allowedHosts = localHostNames(webPort);

  return {
    webUrl: `http://${host}:${webPort}`,
    smtpHost: host,
    smtpPort: (smtp.server.address() as AddressInfo).port,
    mails: () => store.list(),
    stop: async () => {
      web.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => web.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
