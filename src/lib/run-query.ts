import type { PostgrestError } from "@supabase/postgrest-js";

type QueryResult<T> =
  | { data: T; error: null; count?: number | null }
  | { data: null; error: PostgrestError; count?: number | null };

interface DataQuery<T> extends PromiseLike<QueryResult<T>> {
  abortSignal(signal: AbortSignal): this;
  retry(enabled: boolean): this;
}

async function send<T>(query: DataQuery<T>, signal?: AbortSignal) {
  const request = signal ? query.retry(false).abortSignal(signal) : query.retry(false);
  const result = await request;
  if (result.error) throw result.error;
  return result;
}

/**
 * Runs a query for a TanStack Query fetcher: cancelled with the query's signal, without the client's
 * own retries (TanStack Query owns retrying; both together would add up to 7 s before a failure
 * shows), and with the error thrown so the query reports it.
 */
export async function runQuery<T>(query: DataQuery<T>, signal?: AbortSignal): Promise<T> {
  return (await send(query, signal)).data;
}

/** As runQuery, for a page of a query that asked for a count (`select(..., { count: "exact" })`). */
export async function runCountedQuery<T>(
  query: DataQuery<T>,
  signal?: AbortSignal,
): Promise<{ rows: T; total: number }> {
  const { data, count } = await send(query, signal);
  if (typeof count !== "number") throw new Error("The query did not ask for a count.");
  return { rows: data, total: count };
}
