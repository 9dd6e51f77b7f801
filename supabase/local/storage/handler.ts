// /storage/v1: the part of Supabase Storage the app uses, as a route table in Storage's order of
// precedence: downloads (public, authenticated, signed), list, signed URLs, upload, remove.
import type { ApiHandler, ApiRequest, StackContext } from "../core/context";
import { findRoute, type Params, type Route } from "../http/router";
import { storageErrors } from "./errors";
import { list } from "./list-route";
import { ObjectFiles } from "./object-files";
import { type DownloadMode, download, removeMany, removeOne, upload } from "./object-routes";
import { signedDownload, signMany, signOne } from "./signed-routes";

type Handle = (context: StackContext, request: ApiRequest, files: ObjectFiles, params: Params) => Promise<void>;

/** The bucket and object segments of a route's wildcard, still percent-encoded. */
const objectPath = (params: Params, ...before: string[]) => [...before, ...(params["*"] ?? "").split("/")];

const reads = (path: string, handle: Handle) => [
  { method: "GET", path, handle },
  { method: "HEAD", path, handle },
];

const downloadAs = (mode: DownloadMode): Handle => (context, request, files, params) =>
  download(context, request, files, objectPath(params), mode);

const ROUTES: { method: string; path: string; handle: Handle }[] = [
  ...reads("/object/public/*", downloadAs("public")),
  ...reads("/object/authenticated/*", downloadAs("authenticated")),
  ...reads("/object/sign/:bucket/*", (context, request, files, params) =>
    signedDownload(context, request, files, objectPath(params, params.bucket ?? ""))),
  { method: "POST", path: "/object/list/:bucket", handle: (context, request, _files, params) => list(context, request, params.bucket ?? "") },
  { method: "POST", path: "/object/sign/:bucket", handle: (context, request, _files, params) => signMany(context, request, params.bucket ?? "") },
  { method: "POST", path: "/object/sign/:bucket/*", handle: (context, request, _files, params) =>
    signOne(context, request, objectPath(params, params.bucket ?? "")) },
  { method: "DELETE", path: "/object/:bucket", handle: (context, request, files, params) => removeMany(context, request, files, params.bucket ?? "") },
  { method: "POST", path: "/object/*", handle: (context, request, files, params) =>
    upload(context, request, files, objectPath(params), request.req.headers["x-upsert"] === "true") },
  { method: "PUT", path: "/object/*", handle: (context, request, files, params) => upload(context, request, files, objectPath(params), true) },
  ...reads("/object/*", downloadAs("either")),
  { method: "DELETE", path: "/object/*", handle: (context, request, files, params) => removeOne(context, request, files, objectPath(params)) },
];

const TABLE: readonly Route[] = ROUTES.map(({ method, path, handle }) => ({
  method,
  path,
  handle: (context, request, params) => handle(context, request, new ObjectFiles(context.storageDir), params),
}));

export const handleStorage: ApiHandler = async (context, request) => {
  const match = findRoute(TABLE, request.req.method ?? "", request.path);
  if (match.found !== "route") throw storageErrors.notFound();
  await match.route.handle(context, request, match.params);
};
