import type { PostgrestError } from "@supabase/supabase-js";

type QueryResult<T> = { data: T; error: null } | { data: null; error: PostgrestError };

interface DataQuery<T> extends PromiseLike<QueryResult<T>> {
  abortSignal(signal: AbortSignal): this;
  retry(enabled: boolean): this;
}

/**
 * Runs a query for a TanStack Query fetcher: cancelled with the query's signal, without supabase-js's
 * own retries (TanStack Query owns retrying; both together would add up to 7 s before a failure
 * shows), and with the error thrown so the query reports it.
 */
export async function runQuery<T>(query: DataQuery<T>, signal?: AbortSignal): Promise<T> {
  const request = signal ? query.retry(false).abortSignal(signal) : query.retry(false);
  const { data, error } = await request;
  if (error) throw error;
  return data;
}
