// What every API handler of the stack is given: the database, the schema cache and the settings.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AuthRateLimits } from "../core/rate-limits";
import type { Database } from "../db/database";
import type { SchemaCache } from "../db/schema-cache";
import type { Mailer } from "../core/mail";
import type { GatewayKeys } from "../core/identity";

export interface StackContext {
  db: Database;
  /** The legacy HS256 secret: the JWT API keys, Storage's signed URLs, tokens made before. */
  jwtSecret: string;
  /** What the gateway and the services verify with; sessions are signed with keys.jwt.signing. */
  keys: GatewayKeys;
  /** The stack's own base URL (http://127.0.0.1:54321): the issuer of its tokens. */
  publicUrl: string;
  schema(): SchemaCache;
  refreshSchema(): Promise<void>;
  /** Where Storage keeps object bytes, one file per object id. */
  storageDir: string;
  /**
   * Buckets whose objects are named by the SHA-256 of their bytes (the published site's releases):
   * an upload under any other name is refused once its bytes are in, before anything is kept.
   */
  contentAddressedBuckets: ReadonlySet<string>;
  /** Storage's global upload limit in bytes; a bucket's file_size_limit may lower it. */
  uploadLimit: number;
  /** Seconds a rotated refresh token may still be exchanged (GoTrue's refresh_token_reuse_interval). */
  refreshTokenReuseInterval: number;
  /** The most rows a REST read or set-returning function answers with (config.toml's api.max_rows). */
  maxRows: number;
  /** Auth's per-route limits (config.toml's [auth.rate_limit]). */
  limits: AuthRateLimits;
  /** The site's address (config.toml's auth.site_url): the TOTP issuer, {{ .SiteURL }} in mails. */
  siteUrl: string;
  /** config.toml's [auth.mfa]: how many factors a user may have, and whether TOTP may be used. */
  mfa: {
    maxEnrolledFactors: number;
    totpEnrollEnabled: boolean;
    totpVerifyEnabled: boolean;
    /** A code's time step is accepted once per factor (a stack option; true but for tests). */
    totpCodesOnce: boolean;
  };
  /** Mailed codes: digits and lifetime (config.toml's auth.email.otp_length and otp_expiry). */
  emailOtp: { length: number; expirySeconds: number };
  /** Other addresses a mailed link may lead back to (config.toml's auth.additional_redirect_urls). */
  redirectUrls: string[];
  /** An email change is mailed to both addresses (config.toml's auth.email.double_confirm_changes). */
  doubleConfirmChanges: boolean;
  /** Auth's MAILER_AUTOCONFIRM (config.toml's !enable_confirmations): one confirmed link completes an email change. */
  mailerAutoconfirm: boolean;
  /** Sends Auth's mails over SMTP (to the local mail catcher). */
  mailer: Mailer;
  /** PUT /user must name the current password to set a new one (config.toml's auth.email.secure_password_change). */
  securePasswordChange: boolean;
  /** How soon another mail of a kind may be asked for (config.toml's auth.email.max_frequency). */
  emailMaxFrequencyMs: number;
  log(message: string): void;
}

export interface ApiRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path after the service prefix (/auth/v1, /rest/v1, /storage/v1), still percent-encoded. */
  path: string;
}

export type ApiHandler = (context: StackContext, request: ApiRequest) => Promise<void>;
