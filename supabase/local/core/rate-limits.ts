// Supabase Auth's per-IP rate limits (config.toml's [auth.rate_limit], part of every request's
// context; auth/rate-limit.ts applies them): a token bucket per client address (tollbooth in GoTrue) that
// refills at `limit` requests per window and holds `burst` of them, so a burst passes and the next
// request is refused until time has put a token back. GoTrue gives its tollbooth limiters a burst of
// 30 whatever the limit; a limit raised above that (tests, the benchmark) raises the burst with it,
// so they can really send that many.

/** GoTrue's window for sign_in_sign_ups and token_verifications. */
export const FIVE_MINUTES_MS = 5 * 60 * 1000;
const ONE_MINUTE_MS = 60 * 1000;
const ONE_HOUR_MS = 60 * ONE_MINUTE_MS;
/** The burst of every tollbooth limiter in GoTrue (apilimiter.go). */
const TOLLBOOTH_BURST = 30;
/**
 * Mailed codes (a reset code, an email change code) checked for one email address: 5 per 15 minutes,
 * whichever client sends them. The per-IP limit alone let many machines guess one address's six
 * digits together; Supabase Auth has no such limit, the local stack adds it.
 */
export const MAILED_CODE_CHECKS_PER_ADDRESS = 5;
const FIFTEEN_MINUTES_MS = 15 * ONE_MINUTE_MS;
/** GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY's default; the CLI's config.toml has no key for it. */
export const MFA_CHALLENGES_AND_VERIFICATIONS_PER_MINUTE = 15;

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
    private readonly burst: number = limit,
  ) {}

  /** Takes one request from `key`'s bucket; false when it is empty. */
  take(key: string): boolean {
    const now = this.now();
    this.forgetFullBuckets(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, updatedAt: now };
    const refilled = Math.min(
      this.burst,
      bucket.tokens + ((now - bucket.updatedAt) * this.limit) / this.windowMs,
    );
    const allowed = refilled >= 1;
    this.buckets.set(key, { tokens: allowed ? refilled - 1 : refilled, updatedAt: now });
    return allowed;
  }

  /** A bucket untouched long enough to be full again need not be kept. */
  private forgetFullBuckets(now: number): void {
    if (this.buckets.size < 1000) return;
    const refillMs = (this.burst * this.windowMs) / this.limit;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.updatedAt >= refillMs) this.buckets.delete(key);
    }
  }
}

/** What each limiter allows; the CLI maps config.toml's [auth.rate_limit] onto GoTrue's settings. */
export interface RateLimitSettings {
  /** sign_in_sign_ups: password sign-ins, and (GoTrue's RATE_LIMIT_OTP) recovery requests and PUT /user. */
  signInsPer5Minutes: number;
  /** token_verifications: POST /verify. */
  verificationsPer5Minutes: number;
  /** MFA challenges, and separately MFA verifications. */
  mfaPerMinute: number;
  /** Mails the whole project sends (not per IP); undefined for no limit. */
  emailsPerHour: number | undefined;
  clock?: () => number;
}

/** One limiter per route, as GoTrue keeps one per route, so each counts its own requests. */
export interface AuthRateLimits {
  signIns: RateLimiter;
  recoveries: RateLimiter;
  userUpdates: RateLimiter;
  verifications: RateLimiter;
  /** POST /verify with an email address and code, keyed by the address (lower case). */
  mailedCodeChecks: RateLimiter;
  factorChallenges: RateLimiter;
  factorVerifications: RateLimiter;
  emailsSent: RateLimiter | undefined;
}

export function authRateLimits(settings: RateLimitSettings): AuthRateLimits {
  const tollbooth = (limit: number, windowMs: number) =>
    new RateLimiter(limit, windowMs, settings.clock, Math.max(limit, TOLLBOOTH_BURST));
  return {
    signIns: tollbooth(settings.signInsPer5Minutes, FIVE_MINUTES_MS),
    recoveries: tollbooth(settings.signInsPer5Minutes, FIVE_MINUTES_MS),
    userUpdates: tollbooth(settings.signInsPer5Minutes, FIVE_MINUTES_MS),
    verifications: tollbooth(settings.verificationsPer5Minutes, FIVE_MINUTES_MS),
    mailedCodeChecks: new RateLimiter(
      MAILED_CODE_CHECKS_PER_ADDRESS,
      FIFTEEN_MINUTES_MS,
      settings.clock,
    ),
    factorChallenges: tollbooth(settings.mfaPerMinute, ONE_MINUTE_MS),
    factorVerifications: tollbooth(settings.mfaPerMinute, ONE_MINUTE_MS),
    emailsSent:
      settings.emailsPerHour === undefined
        ? undefined
        : new RateLimiter(settings.emailsPerHour, ONE_HOUR_MS, settings.clock),
  };
}
