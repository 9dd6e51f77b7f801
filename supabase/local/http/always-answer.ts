// The stack's one rule for every request: it gets an answer, and no request can stop the process.
// A handler answers, or throws: an HttpError is sent as it is; anything else is first offered to the
// service (its own body for errors it knows, bad input as 4xx), and failing that it is a bug: logged
// and answered with the service's 500 body. Only a client that has gone away gets no answer.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { HttpError, TextHttpError } from "../core/errors";
import { sendJson, sendText } from "./respond";

export interface ErrorAnswers {
  /** The service's own answer to an error it recognises (bad input, a timeout, ...), if it does. */
  recognise?(error: unknown, req: IncomingMessage): HttpError | undefined;
  /** The service's 500 body, for everything else. */
  internalError(): HttpError;
}

/** How long the rest of a refused body is read and discarded before the connection is cut. */
const DRAIN_MS = 2000;

/**
 * An answer sent while the request body is still arriving (too large, rate limited, ...): the
 * connection closes after it, and what the client still sends is read and dropped for a moment (so
 * it can read the answer instead of a reset) and then cut off.
 */
function closeAfterAnswer(req: IncomingMessage, res: ServerResponse, socket: Socket): void {
  if (req.complete) return;
  res.setHeader("Connection", "close");
  res.once("finish", () => {
    req.resume();
    setTimeout(() => socket.destroy(), DRAIN_MS).unref();
  });
}

function send(req: IncomingMessage, res: ServerResponse, socket: Socket, error: HttpError): void {
  if (res.headersSent) {
    // Part of a body is out (a download that failed midway): cutting it short is the only honest end.
    res.destroy();
    return;
  }
  closeAfterAnswer(req, res, socket);
  if (error instanceof TextHttpError) sendText(res, error.status, error.text, error.headers);
  else sendJson(res, error.status, error.body, error.headers);
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Runs `handle` and makes sure `res` is answered whatever it does; never throws. */
export async function answerAlways(
  req: IncomingMessage,
  res: ServerResponse,
  answers: ErrorAnswers,
  log: (message: string) => void,
  handle: () => Promise<void>,
): Promise<void> {
  const where = `${req.method} ${(req.url ?? "").split("?")[0]}`;
  // Kept now: Node may detach the socket from the request once it is answered.
  const socket = req.socket;
  const clientGone = () => socket.destroyed || res.destroyed;
  try {
    await handle();
    if (!res.headersSent && !clientGone())
      throw new Error("the handler returned without answering");
  } catch (error) {
    try {
      const known = error instanceof HttpError ? error : answers.recognise?.(error, req);
      // A client that hung up (an upload cancelled, say) needs no answer and is no fault of ours.
      if (clientGone()) return;
      if (!known) log(`${where} failed: ${describe(error)}`);
      if (res.writableEnded) return;
      send(req, res, socket, known ?? answers.internalError());
    } catch (sendError) {
      log(`${where}: could not send the error answer: ${describe(sendError)}`);
      res.destroy();
    }
  }
}
