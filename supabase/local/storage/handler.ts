// /storage/v1: the part of Supabase Storage the app uses, as one route table in Storage's order of
// precedence: downloads (public, authenticated, signed), list, signed URLs, upload, remove. A route
// with a JSON body declares its schema (Storage's Fastify schema, checked as Ajv words it); uploads
// stream their bytes (upload-body.ts) and declare none.
import type { ApiRequest, StackContext } from "../http/context";
import { dispatch, type Params, type Route, type RouteTable, routesOf } from "../http/router";
import { bucketThenCaller, callerThenBucket, readBody, requiredCaller } from "./caller";
import { storageErrors } from "./errors";
import { bucketAndObject } from "./keys";
import { list, listBody } from "./list-route";
import { ObjectFiles } from "./object-files";
import {
  deleteObjectsBody,
  type DownloadMode,
  download,
  removeMany,
  removeOne,
  upload,
} from "./object-routes";
import { signedDownload, signMany, signManyBody, signOne, signOneBody } from "./signed-routes";

const route = routesOf<ObjectFiles>();

/** The bucket and object segments of a route's wildcard, still percent-encoded. */
const objectPath = (params: Params, ...before: string[]) => [
  ...before,
  ...(params["*"] ?? "").split("/"),
];

const reads = (path: string, handle: Route<ObjectFiles>["handle"]) => [
  route({ method: "GET", path, handle }),
  route({ method: "HEAD", path, handle }),
];

const downloadAs =
  (mode: DownloadMode) =>
  (
    context: StackContext,
    request: ApiRequest,
    { params, scope: files }: { params: Params; scope: ObjectFiles },
  ) =>
    download(context, request, files, objectPath(params), mode);

const ROUTES = [
  ...reads("/object/public/*", downloadAs("public")),
  ...reads("/object/authenticated/*", downloadAs("authenticated")),
  ...reads("/object/sign/:bucket/*", (context, request, { params, scope: files }) =>
    signedDownload(context, request, files, objectPath(params, params.bucket ?? "")),
  ),
  route({
    method: "POST",
    path: "/object/list/:bucket",
    guard: bucketThenCaller,
    body: listBody,
    handle: list,
  }),
  route({
    method: "POST",
    path: "/object/sign/:bucket",
    guard: callerThenBucket,
    body: signManyBody,
    handle: signMany,
  }),
  route({
    method: "POST",
    path: "/object/sign/:bucket/*",
    guard: async (context, request, params) => {
      const identity = await requiredCaller(context, request);
      return { identity, ...bucketAndObject(objectPath(params, params.bucket ?? "")) };
    },
    body: signOneBody,
    handle: signOne,
  }),
  route({
    method: "DELETE",
    path: "/object/:bucket",
    guard: bucketThenCaller,
    body: deleteObjectsBody,
    handle: (context, request, { scope: files, guarded, body }) =>
      removeMany(context, request, files, guarded, body),
  }),
  route({
    method: "POST",
    path: "/object/*",
    handle: (context, request, { params, scope: files }) =>
      upload(
        context,
        request,
        files,
        objectPath(params),
        request.req.headers["x-upsert"] === "true",
      ),
  }),
  route({
    method: "PUT",
    path: "/object/*",
    handle: (context, request, { params, scope: files }) =>
      upload(context, request, files, objectPath(params), true),
  }),
  ...reads("/object/*", downloadAs("either")),
  route({
    method: "DELETE",
    path: "/object/*",
    handle: (context, request, { params, scope: files }) =>
      removeOne(context, request, files, objectPath(params)),
  }),
];

/** Storage sits behind the gateway, which strips /storage/v1: the URL it names is the rest. */
const routeNotFound = (_context: StackContext, request: ApiRequest) =>
  storageErrors.routeNotFound(request.req.method ?? "", `${request.path}${request.url.search}`);

export const handleStorage = dispatch<ObjectFiles>({
  routes: ROUTES,
  prepare: (context) => new ObjectFiles(context.storageDir),
  readBody,
  unknownPath: routeNotFound,
  wrongMethod: routeNotFound,
} satisfies RouteTable<ObjectFiles>);
