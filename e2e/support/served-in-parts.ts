// A public page's HTML arriving in parts, as over a slow connection: a local host in front of the
// build under test that sends each page's HTML cut after every `cutAfter`, with a pause between the
// parts, and everything else as the build serves it. Between two parts the browser may draw what it
// has parsed, which a later part must then not move.
import { createServer, type Server } from "node:http";

export interface PartsHost {
  url: string;
  close(): Promise<void>;
}

/** `html` cut after each `cutAfter` (the parts joined are `html` again). */
export function htmlParts(html: string, cutAfter: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let at = html.indexOf(cutAfter); at >= 0; at = html.indexOf(cutAfter, at + 1)) {
    parts.push(html.slice(start, at + cutAfter.length));
    start = at + cutAfter.length;
  }
  parts.push(html.slice(start));
  return parts;
}

/** Serves `origin`'s files, each HTML page in parts `pauseMs` apart. */
export async function servedInParts(
  origin: string,
  { cutAfter, pauseMs }: { cutAfter: string; pauseMs: number },
): Promise<PartsHost> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const served = await fetch(new URL(request.url ?? "/", origin), { method: request.method });
      const type = served.headers.get("content-type") ?? "application/octet-stream";
      response.writeHead(served.status, { "content-type": type, "cache-control": "no-store" });
      if (!type.startsWith("text/html")) {
        response.end(Buffer.from(await served.arrayBuffer()));
        return;
      }
      for (const [index, part] of htmlParts(await served.text(), cutAfter).entries()) {
        if (index > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        response.write(part);
      }
      response.end();
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("No port to serve on");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
