// An error that already knows its HTTP answer: each service throws it with its own body shape.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

/** A request body longer than the limit; the service turns it into its own error shape. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
  }
}

/** A request body that is not the JSON the endpoint expects. */
export class MalformedJsonError extends Error {}

/** The client closed the connection before its request was read: there is no one left to answer. */
export class ClientGoneError extends Error {
  constructor() {
    super("the client closed the connection before the request was read");
  }
}

/** An error whose body is plain text (or nothing), as Go's net/http answers an unknown route. */
export class TextHttpError extends HttpError {
  constructor(
    status: number,
    readonly text: string,
    headers: Record<string, string> = {},
  ) {
    super(status, text, headers);
  }
}
