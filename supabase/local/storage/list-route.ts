// POST /object/list/<bucket>: a folder's files and subfolders, as the caller may see them.
import type { ApiRequest, StackContext } from "../http/context";
import { z } from "zod";
import { sendRawJson } from "../http/respond";
import { asCaller, type CallerInBucket } from "./caller";
import { ajvEnum, coercedInteger, coercedString } from "./validation";

// Storage's searchRequestBodySchema (src/http/routes/object/listObjects.ts).
export const listBody = z.object({
  prefix: coercedString,
  limit: coercedInteger.pipe(z.number().min(1)).default(100),
  offset: coercedInteger.pipe(z.number().min(0)).default(0),
  sortBy: z
    .object({
      column: ajvEnum(["name", "updated_at", "created_at", "last_accessed_at"]),
      order: ajvEnum(["asc", "desc"]).default("asc"),
    })
    .default({ column: "name", order: "asc" }),
  search: coercedString.default(""),
});

export async function list(
  context: StackContext,
  request: ApiRequest,
  {
    guarded: { bucket: bucketId, identity },
    body: { prefix, limit, offset, sortBy, search },
  }: { guarded: CallerInBucket; body: z.output<typeof listBody> },
): Promise<void> {
  // Storage treats the prefix as a folder.
  const folder = prefix.length > 0 && !prefix.endsWith("/") ? `${prefix}/` : prefix;
  // The sort column and direction come from the schema's fixed lists.
  const direction = sortBy.order;
  const orderBy = `${sortBy.column === "name" ? "" : `${sortBy.column} ${direction} nulls last, `}name ${sortBy.column === "name" ? direction : "asc"}`;
  const body = await asCaller(context, request, identity, "storage.object.list", async (tx) => {
    const { rows } = await tx.query<{ body: string }>(
      `with under_prefix as (
         select substr(name, char_length($2) + 1) as rest, id, updated_at, created_at, last_accessed_at, metadata
           from storage.objects where bucket_id = $1 and starts_with(name, $2)),
       entries as (
         select distinct split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
           from under_prefix where position('/' in rest) > 0
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata
           from under_prefix where rest <> '' and position('/' in rest) = 0)
       select coalesce(json_agg(page), '[]')::text as body from (
         select * from entries where name ilike $3 || '%' order by ${orderBy} limit $4 offset $5) page`,
      [bucketId, folder, search, limit, offset],
    );
    return rows[0]?.body ?? "[]";
  });
  sendRawJson(request.res, 200, body);
}
