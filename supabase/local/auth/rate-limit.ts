// Supabase Auth's per-IP rate limits: a token bucket per client address (tollbooth in GoTrue) that
// holds `limit` requests and refills at `limit` per window, so a burst of `limit` passes and the
// next one is refused until time has put a token back. (GoTrue caps every 5-minute bucket's burst at
// 30 whatever the limit; with the CLI's default of 30 that is the same. A raised limit here raises
// the burst too, so a benchmark or a test that raises it can really send that many.)

/** GoTrue's sign_in_sign_ups window. */
export const FIVE_MINUTES_MS = 5 * 60 * 1000;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request from `key`'s bucket; false when it is empty. */
  take(key: string): boolean {
    const now = this.now();
    this.forgetFullBuckets(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.limit, updatedAt: now };
    const refilled = Math.min(
      this.limit,
      bucket.tokens + ((now - bucket.updatedAt) * this.limit) / this.windowMs,
    );
    const allowed = refilled >= 1;
    this.buckets.set(key, { tokens: allowed ? refilled - 1 : refilled, updatedAt: now });
    return allowed;
  }

  /** A bucket untouched for a whole window is full again: it need not be kept. */
  private forgetFullBuckets(now: number): void {
    if (this.buckets.size < 1000) return;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.updatedAt >= this.windowMs) this.buckets.delete(key);
    }
  }
}
