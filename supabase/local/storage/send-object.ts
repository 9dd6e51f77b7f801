// An object's bytes as Storage serves them: its content type, size, cache control, ETag and dates.
// HTML is served as text/plain, as hosted Storage does: a page kept in a bucket (a release's, say)
// opened from a signed URL must not run on the API's origin.
import type { ApiRequest } from "../http/context";
import type { StoredObject } from "./caller";
import { storageErrors } from "./errors";
import type { ObjectFiles } from "./object-files";

const servedType = (mimeType: string) =>
  /^text\/html\b/i.test(mimeType) ? "text/plain; charset=utf-8" : mimeType;

export async function sendObject(
  request: ApiRequest,
  files: ObjectFiles,
  found: StoredObject | undefined,
  name: string,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const file = found && (await files.open(found.id));
  if (!found || !file) throw storageErrors.noSuchKey();

  const metadata = found.metadata ?? {};
  const headers: Record<string, string> = {
    "Content-Type": servedType(metadata.mimetype ?? "application/octet-stream"),
    "Content-Length": String(file.size),
    "Cache-Control": metadata.cacheControl ?? "no-cache",
    "X-Content-Type-Options": "nosniff",
    ...extraHeaders,
  };
  if (metadata.eTag) headers.ETag = metadata.eTag;
  if (metadata.lastModified)
    headers["Last-Modified"] = new Date(metadata.lastModified).toUTCString();
  const downloadAs = request.url.searchParams.get("download");
  if (downloadAs !== null) {
    headers["Content-Disposition"] =
      `attachment; filename="${encodeURIComponent(downloadAs || name.split("/").pop() || name)}"`;
  }
  request.res.writeHead(200, headers);
  if (request.req.method === "HEAD") {
    file.stream.destroy();
    request.res.end();
    return;
  }
  file.stream.on("error", () => request.res.destroy());
  file.stream.pipe(request.res);
}
