// public.content_history_hash without Postgres: the SHA-256 (lowercase hex) of the UTF-8 jsonb
// text of the entry's fields but `hash`, occurred_at in UTC with microseconds
// (migration 20261123110000_content_history.sql).
import { createHash } from "node:crypto";
import type { ArchiveEntry } from "../../src/features/content-history/archive/format";
import { jsonbText } from "./jsonb-text";

/** An entry as the archive holds it (its id a number, or lossless-json's LosslessNumber). */
export type ChainEntry = ArchiveEntry;

function offsetMinutes(zone: string): number {
  if (zone === "Z") return 0;
  const [, sign, hours, minutes = "0"] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** 2026-11-23T11:00:00.123456Z from any ISO time with an offset (PostgREST prints +00:00). */
export function utcMicroseconds(timestamp: string): string {
  const match =
    /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}(?::?\d{2})?)$/.exec(
      timestamp,
    );
  if (!match) throw new Error(`not a timestamp with a time zone: ${timestamp}`);
  const [, day, hours, minutes, seconds, fraction = "", zone = "Z"] = match;
  const whole = Date.parse(`${day}T${hours}:${minutes}:${seconds}Z`) - offsetMinutes(zone) * 60_000;
  if (Number.isNaN(whole)) throw new Error(`not a valid time: ${timestamp}`);
  return `${new Date(whole).toISOString().slice(0, 19)}.${fraction.padEnd(6, "0")}Z`;
}

/** The text public.content_history_hash hashes. */
export function historyEntryText(entry: ChainEntry): string {
  return jsonbText({
    id: entry.id,
    table_name: entry.table_name,
    row_id: entry.row_id,
    operation: entry.operation,
    before: entry.before,
    after: entry.after,
    actor: entry.actor,
    occurred_at: utcMicroseconds(entry.occurred_at),
    prev_hash: entry.prev_hash,
  });
}

export function historyEntryHash(entry: ChainEntry): string {
  return createHash("sha256").update(historyEntryText(entry), "utf8").digest("hex");
}
