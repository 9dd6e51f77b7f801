// POST /object/list/<bucket>: a folder's files and subfolders, as the caller may see them.
import type { ApiRequest, StackContext } from "../core/context";
import { isPlainObject } from "../http/body";
import { sendRawJson } from "../http/respond";
import { asCaller, readBody, requiredCaller } from "./caller";
import { storageErrors } from "./errors";
import { bucketName } from "./keys";

const SORT_COLUMNS = ["name", "created_at", "updated_at", "last_accessed_at"];

function listOptions(body: Record<string, unknown>) {
  const { prefix = "", limit = 100, offset = 0, search = "", sortBy } = body;
  const sort = isPlainObject(sortBy) ? sortBy : {};
  const column = sort.column ?? "name";
  const order = sort.order ?? "asc";
  const valid =
    typeof prefix === "string" && typeof search === "string" &&
    Number.isInteger(limit) && (limit as number) >= 0 && (limit as number) <= 10_000 &&
    Number.isInteger(offset) && (offset as number) >= 0 &&
    typeof column === "string" && SORT_COLUMNS.includes(column) &&
    typeof order === "string" && ["asc", "desc"].includes(order.toLowerCase());
  if (!valid) throw storageErrors.invalidRequest("Invalid list options");
  // Storage treats the prefix as a folder.
  const folder = (prefix as string).length > 0 && !(prefix as string).endsWith("/") ? `${prefix as string}/` : (prefix as string);
  return { folder, search: search as string, limit: limit as number, offset: offset as number, column: column as string, descending: (order as string).toLowerCase() === "desc" };
}

export async function list(context: StackContext, request: ApiRequest, rawBucket: string): Promise<void> {
  const bucketId = bucketName(rawBucket);
  const identity = requiredCaller(context, request);
  const options = listOptions(await readBody(request));
  // The sort column and direction come from the fixed lists above.
  const orderBy = `${options.column === "name" ? "" : `${options.column} ${options.descending ? "desc" : "asc"} nulls last, `}name ${options.descending && options.column === "name" ? "desc" : "asc"}`;
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
      [bucketId, options.folder, options.search, options.limit, options.offset],
    );
    return rows[0]?.body ?? "[]";
  });
  sendRawJson(request.res, 200, body);
}
