// storage.objects rows as the Storage server writes them (src/storage/database/pg.ts): a plain
// insert for a new object, insert ... on conflict do update ... returning for an upsert.
import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database";
import { isUuid } from "../core/uuid";

export interface StoredFile {
  size: number;
  eTag: string;
  mimeType: string;
  cacheControl: string;
}

export interface ObjectRow {
  bucket: string;
  name: string;
  /** The uploader's JWT sub; Storage writes it to owner_id, and to owner when it is a uuid. */
  owner: string | undefined;
  file: StoredFile;
  userMetadata?: Record<string, unknown>;
}

function metadata(file: StoredFile): Record<string, unknown> {
  return {
    eTag: file.eTag,
    size: file.size,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.size,
    httpStatusCode: 200,
  };
}

function values(row: ObjectRow, id: string): unknown[] {
  const owner = isUuid(row.owner) ? row.owner : null;
  return [
    id,
    row.bucket,
    row.name,
    owner,
    row.owner ?? null,
    JSON.stringify(metadata(row.file)),
    row.userMetadata ? JSON.stringify(row.userMetadata) : null,
    randomUUID(),
  ];
}

const INSERT = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
  values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`;

/**
 * Writes the row and returns the object's id. A new object's id is chosen here, so a plain insert
 * needs no RETURNING (and so no SELECT policy), as on hosted Storage; an upsert returns the existing id.
 */
export async function writeObjectRow(
  tx: Queryable,
  row: ObjectRow,
  upsert: boolean,
): Promise<string> {
  if (!upsert) {
    const id = randomUUID();
    await tx.query(INSERT, values(row, id));
    return id;
  }
  const { rows } = await tx.query<{ id: string }>(
    `${INSERT} on conflict (name, bucket_id) do update set
       metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
       owner = excluded.owner, owner_id = excluded.owner_id
     returning id::text`,
    values(row, randomUUID()),
  );
  const id = rows[0]?.id;
  if (!id) throw new Error("upsert returned no row");
  return id;
}
