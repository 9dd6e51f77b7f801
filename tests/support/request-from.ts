// An HTTP request sent from a chosen local address (every 127.x.y.z address is this machine), as
// clients on many machines would send it: what per-address limits see as different callers.
import { request } from "node:http";

export interface AddressedAnswer {
  status: number;
  body: Record<string, unknown>;
}

export function requestFrom(
  url: string,
  init: { method: string; localAddress?: string; headers: Record<string, string>; body?: string },
): Promise<AddressedAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(url),
      { method: init.method, localAddress: init.localAddress, headers: init.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: response.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}
