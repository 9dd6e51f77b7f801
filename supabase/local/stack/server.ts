// The Docker-free local Supabase stack: one HTTP server with /auth/v1, /rest/v1 and /storage/v1 over
// one database. Tests start it in-process on a free port; `npm run stack` and `npm run dev` on 54321.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { authErrorAnswer, authInternalError } from "../auth/errors";
import { handleAuth } from "../auth/handler";
import { authRateLimits, MFA_CHALLENGES_AND_VERIFICATIONS_PER_MINUTE } from "../core/rate-limits";
import type { ApiHandler, StackContext } from "../http/context";
import type { Database } from "../db/database";
import { answerPreflight, applyCors } from "../http/cors";
import { answerAlways, type ErrorAnswers } from "../http/always-answer";
import { HttpError } from "../core/errors";
import { projectKeys, refuseSecretKeyFromBrowser } from "../http/gateway";
import type { SigningKey } from "../core/jwt";
import { LOCAL_JWT_SECRET, LOCAL_SIGNING_KEY } from "../core/keys";
import { restInternalError } from "../rest/errors";
import { handleRest } from "../rest/handler";
import { readProjectConfig } from "../core/project-config";
import { repositoryRoot } from "../core/paths";
import { smtpMailer } from "../mail/mailer";
import { loadMailTemplates } from "../mail/templates";
import { loadSchemaCache, type SchemaCache } from "../db/schema-cache";
import { storageErrorAnswer, storageErrors } from "../storage/errors";
import { handleStorage } from "../storage/handler";
import { ObjectFiles } from "../storage/object-files";
import { startScheduledJobs } from "../db/scheduled-jobs";

/** The Supabase CLI's API port, so one .env serves `supabase start` and this stack alike. */
export const DEFAULT_PORT = 54321;
export const DEFAULT_HOST = "127.0.0.1";
/** Storage's default global upload limit (the CLI's storage.file_size_limit, 50 MiB). */
export const DEFAULT_UPLOAD_LIMIT = 50 * 1024 * 1024;
/**
 * The release bucket keeps each file of the published site under the SHA-256 of its bytes
 * (migration 20261125130000_site_releases.sql). The database sees only the name; the storage
 * server, which sees the bytes, refuses a name that is not their hash.
 */
export const CONTENT_ADDRESSED_BUCKETS: ReadonlySet<string> = new Set(["site-releases"]);
/** Supabase Auth's default refresh_token_reuse_interval, in seconds. */
export const DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL = 10;

export interface StackOptions {
  /** An open database with the schema applied; the stack does not close it. */
  database: Database;
  /** Where object bytes are kept (a folder of the stack's data root). */
  storageDir: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  jwtSecret?: string;
  /** The ES256 key sessions are signed with; the stack's fixed local key unless given. */
  signingKey?: SigningKey;
  uploadLimit?: number;
  refreshTokenReuseInterval?: number;
  /** The most rows one REST response carries; config.toml's api.max_rows unless given. */
  maxRows?: number;
  /**
   * Password sign-ins one IP address may make in any 5 minutes, and so recovery requests and user
   * updates; config.toml's sign_in_sign_ups unless given.
   */
  signInRateLimit?: number;
  /** POST /verify requests per IP in any 5 minutes; config.toml's token_verifications unless given. */
  tokenVerificationRateLimit?: number;
  /** MFA challenges (and verifications) per IP a minute; Supabase Auth's 15 unless given. */
  mfaRateLimit?: number;
  /** Mails the project may send an hour; config.toml's email_sent where Auth applies it, unless given. */
  emailRateLimit?: number;
  /**
   * false accepts an authenticator code again within its window: for the app's component tests, whose
   * files all sign in the seeded admin on one stack; true (each code once) unless given.
   */
  totpCodesOnce?: boolean;
  /** The clock the rate limits refill by; Date.now unless given (a test stops it to count exactly). */
  rateLimitClock?: () => number;
  /** The SMTP server Auth's mails go to: the local mail catcher. */
  smtp: { host: string; port: number };
  /** How often the scheduled jobs run (what pg_cron runs on a hosted project); 0 runs none. */
  scheduledJobsIntervalMs?: number;
  /** Whether a password change needs the current password; config.toml's secure_password_change unless given. */
  securePasswordChange?: boolean;
  /** The wait between two mails of a kind to one user; config.toml's auth.email.max_frequency unless given. */
  emailMaxFrequencyMs?: number;
  log?: (message: string) => void;
}

export interface RunningStack {
  url: string;
  port: number;
  /** Re-reads tables, columns and functions, as PostgREST's schema reload does. */
  refreshSchema(): Promise<void>;
  stop(): Promise<void>;
}

interface Service extends ErrorAnswers {
  prefix: string;
  handle: ApiHandler;
}

const SERVICES: Service[] = [
  {
    prefix: "/auth/v1",
    handle: handleAuth,
    recognise: authErrorAnswer,
    internalError: authInternalError,
  },
  { prefix: "/rest/v1", handle: handleRest, internalError: restInternalError },
  {
    prefix: "/storage/v1",
    handle: handleStorage,
    recognise: storageErrorAnswer,
    internalError: storageErrors.internal,
  },
];

/** Outside every service: the gateway's own answers. */
const GATEWAY: ErrorAnswers = {
  internalError: () => new HttpError(500, { message: "An unexpected error occurred" }),
};

function findService(pathname: string): Service | undefined {
  return SERVICES.find(
    (service) => pathname === service.prefix || pathname.startsWith(`${service.prefix}/`),
  );
}

async function route(
  context: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  applyCors(res);
  if (req.method === "OPTIONS") return answerPreflight(req, res);
  // Origin-form targets only ("/path?query"); "//host/..." stays a path, not another origin.
  const target = req.url ?? "";
  if (!target.startsWith("/")) throw new HttpError(400, { message: "Bad Request" });
  const url = new URL(`${context.publicUrl}${target}`);
  const service = findService(url.pathname);
  if (!service) throw new HttpError(404, { message: "no Route matched with those values" });
  const request = { req, res, url, path: url.pathname.slice(service.prefix.length) || "/" };
  return answerAlways(req, res, service, context.log, () => {
    refuseSecretKeyFromBrowser(req, url, context.keys);
    return service.handle(context, request);
  });
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const host = options.host ?? DEFAULT_HOST;
  const log = options.log ?? ((message: string) => console.log(`[stack] ${message}`));
  await new ObjectFiles(options.storageDir).ensureDirectories();
  const config = readProjectConfig();
  let schema: SchemaCache = await loadSchemaCache(options.database);
  const server = createServer();
  const jwtSecret = options.jwtSecret ?? LOCAL_JWT_SECRET;
  const context: StackContext = {
    db: options.database,
    jwtSecret,
    keys: await projectKeys(jwtSecret, options.signingKey ?? LOCAL_SIGNING_KEY),
    publicUrl: "",
    schema: () => schema,
    refreshSchema: async () => {
      schema = await loadSchemaCache(options.database);
    },
    storageDir: options.storageDir,
    uploadLimit: options.uploadLimit ?? DEFAULT_UPLOAD_LIMIT,
    contentAddressedBuckets: CONTENT_ADDRESSED_BUCKETS,
    refreshTokenReuseInterval:
      options.refreshTokenReuseInterval ?? DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL,
    maxRows: options.maxRows ?? config.maxRows,
    limits: authRateLimits({
      signInsPer5Minutes: options.signInRateLimit ?? config.signInSignUpsPer5Minutes,
      verificationsPer5Minutes:
        options.tokenVerificationRateLimit ?? config.tokenVerificationsPer5Minutes,
      mfaPerMinute: options.mfaRateLimit ?? MFA_CHALLENGES_AND_VERIFICATIONS_PER_MINUTE,
      emailsPerHour: options.emailRateLimit ?? config.emailSentPerHour,
      clock: options.rateLimitClock,
    }),
    siteUrl: config.siteUrl,
    mfa: {
      maxEnrolledFactors: config.maxEnrolledFactors,
      totpEnrollEnabled: config.totpEnrollEnabled,
      totpVerifyEnabled: config.totpVerifyEnabled,
      totpCodesOnce: options.totpCodesOnce ?? true,
    },
    emailOtp: { length: config.emailOtpLength, expirySeconds: config.emailOtpExpirySeconds },
    redirectUrls: config.redirectUrls,
    doubleConfirmChanges: config.doubleConfirmChanges,
    mailerAutoconfirm: config.mailerAutoconfirm,
    mailer: smtpMailer(
      {
        ...options.smtp,
        from: { name: config.mailCatcher.senderName, address: config.mailCatcher.adminEmail },
      },
      loadMailTemplates(config.mailTemplates, repositoryRoot),
    ),
    securePasswordChange: options.securePasswordChange ?? config.securePasswordChange,
    emailMaxFrequencyMs: options.emailMaxFrequencyMs ?? config.emailMaxFrequencyMs,
    log,
  };

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    void answerAlways(req, res, GATEWAY, log, () => route(context, req, res));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  context.publicUrl = `http://${host}:${port}`;
  const stopJobs =
    options.scheduledJobsIntervalMs === 0
      ? () => undefined
      : await startScheduledJobs(options.database, log, options.scheduledJobsIntervalMs);

  return {
    url: context.publicUrl,
    port,
    refreshSchema: context.refreshSchema,
    stop: () =>
      new Promise<void>((resolve) => {
        stopJobs();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
