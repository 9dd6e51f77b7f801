// /storage/v1: the part of Supabase Storage the app uses, as a route table in Storage's order of
// precedence: downloads (public, authenticated, signed), list, signed URLs, upload, remove.
import type { ApiRequest, StackContext } from "../core/context";
import { dispatch, type Params, type Route, type RouteTable } from "../http/router";
import { storageErrors } from "./errors";
import { list } from "./list-route";
import { ObjectFiles } from "./object-files";
import { type DownloadMode, download, removeMany, removeOne, upload } from "./object-routes";
import { signedDownload, signMany, signOne } from "./signed-routes";

type Handle = Route<ObjectFiles>["handle"];

/** The bucket and object segments of a route's wildcard, still percent-encoded. */
const objectPath = (params: Params, ...before: string[]) => [
  ...before,
  ...(params["*"] ?? "").split("/"),
];

const reads = (path: string, handle: Handle) => [
  { method: "GET", path, handle },
  { method: "HEAD", path, handle },
];

const downloadAs =
  (mode: DownloadMode): Handle =>
  (context, request, params, files) =>
    download(context, request, files, objectPath(params), mode);

const ROUTES: readonly Route<ObjectFiles>[] = [
  ...reads("/object/public/*", downloadAs("public")),
  ...reads("/object/authenticated/*", downloadAs("authenticated")),
  ...reads("/object/sign/:bucket/*", (context, request, params, files) =>
    signedDownload(context, request, files, objectPath(params, params.bucket ?? "")),
  ),
  {
    method: "POST",
    path: "/object/list/:bucket",
    handle: (context, request, params) => list(context, request, params.bucket ?? ""),
  },
  {
    method: "POST",
    path: "/object/sign/:bucket",
    handle: (context, request, params) => signMany(context, request, params.bucket ?? ""),
  },
  {
    method: "POST",
    path: "/object/sign/:bucket/*",
    handle: (context, request, params) =>
      signOne(context, request, objectPath(params, params.bucket ?? "")),
  },
  {
    method: "DELETE",
    path: "/object/:bucket",
    handle: (context, request, params, files) =>
      removeMany(context, request, files, params.bucket ?? ""),
  },
  {
    method: "POST",
    path: "/object/*",
    handle: (context, request, params, files) =>
      upload(
        context,
        request,
        files,
        objectPath(params),
        request.req.headers["x-upsert"] === "true",
      ),
  },
  {
    method: "PUT",
    path: "/object/*",
    handle: (context, request, params, files) =>
      upload(context, request, files, objectPath(params), true),
  },
  ...reads("/object/*", downloadAs("either")),
  {
    method: "DELETE",
    path: "/object/*",
    handle: (context, request, params, files) =>
      removeOne(context, request, files, objectPath(params)),
  },
];

/** Storage sits behind the gateway, which strips /storage/v1: the URL it names is the rest. */
const routeNotFound = (_context: StackContext, request: ApiRequest) =>
  storageErrors.routeNotFound(request.req.method ?? "", `${request.path}${request.url.search}`);

export const handleStorage = dispatch<ObjectFiles>({
  routes: ROUTES,
  prepare: (context) => new ObjectFiles(context.storageDir),
  unknownPath: routeNotFound,
  wrongMethod: routeNotFound,
} satisfies RouteTable<ObjectFiles>);
