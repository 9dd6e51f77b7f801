// The settings of supabase/config.toml (the Supabase CLI's project config) that the local stack
// honours, so `supabase start` and `npm run stack` behave alike. Missing keys take the CLI's defaults.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { z } from "zod";
import { supabaseDir } from "./paths";

export const projectConfigFile = join(supabaseDir, "config.toml");

const count = z.number().int().nonnegative();

const GO_DURATION_UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};
const GO_DURATION_PART = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/y;

/** A Go duration as the CLI writes them ("1s", "1m30s"), in milliseconds; undefined when it is none. */
export function goDurationMs(text: string): number | undefined {
  if (text === "0") return 0;
  GO_DURATION_PART.lastIndex = 0;
  let total = 0;
  let match: RegExpExecArray | null;
  while ((match = GO_DURATION_PART.exec(text)) !== null) {
    total += Number(match[1]) * (GO_DURATION_UNIT_MS[match[2] ?? ""] ?? 0);
    if (GO_DURATION_PART.lastIndex === text.length) return total;
  }
  return undefined;
}

const goDuration = z.string().transform((text, context) => {
  const ms = goDurationMs(text);
  if (ms === undefined)
    context.addIssue({
      code: "custom",
      message: `"${text}" is not a duration such as "1s" or "1m30s"`,
    });
  return ms ?? 0;
});

const template = z.object({ subject: z.string().optional(), content_path: z.string().optional() });

const configSchema = z.object({
  api: z.object({ max_rows: z.number().int().positive().default(1000) }).prefault({}),
  auth: z
    .object({
      site_url: z.string().default("http://127.0.0.1:3000"),
      additional_redirect_urls: z.array(z.string()).default([]),
      rate_limit: z
        .object({
          sign_in_sign_ups: count.default(30),
          token_verifications: count.default(30),
          email_sent: count.default(2),
        })
        .prefault({}),
      email: z
        .object({
          enable_confirmations: z.boolean().default(false),
          double_confirm_changes: z.boolean().default(true),
          secure_password_change: z.boolean().default(false),
          // Without the key the CLI passes 0s, which Supabase Auth reads as its default, 1 minute.
          max_frequency: goDuration.default(0),
          otp_length: z.number().int().min(6).max(10).default(6),
          otp_expiry: z.number().int().positive().default(3600),
          smtp: z.object({ enabled: z.boolean().default(false) }).optional(),
          template: z.record(z.string(), template).default({}),
        })
        .prefault({}),
      mfa: z
        .object({
          max_enrolled_factors: count.default(10),
          totp: z
            .object({
              enroll_enabled: z.boolean().default(false),
              verify_enabled: z.boolean().default(false),
            })
            .prefault({}),
        })
        .prefault({}),
    })
    .prefault({}),
  inbucket: z
    .object({
      enabled: z.boolean().default(true),
      port: z.number().int().min(0).max(65535).default(54324),
      smtp_port: z.number().int().min(0).max(65535).default(54325),
      admin_email: z.string().default("admin@email.com"),
      sender_name: z.string().default("Admin"),
    })
    .prefault({}),
});

/** A mail template of config.toml: its subject and the file of its body, relative to the repository. */
export interface MailTemplateConfig {
  subject?: string;
  contentPath?: string;
}

export interface ProjectConfig {
  /** The most rows one REST response carries (PostgREST's db-max-rows). */
  maxRows: number;
  /** The site's address: the TOTP issuer (its host), {{ .SiteURL }} in mails, where links lead. */
  siteUrl: string;
  /** Other addresses a mailed link may lead back to (additional_redirect_urls). */
  redirectUrls: string[];
  /** Auth's MAILER_AUTOCONFIRM, the CLI's !enable_confirmations. */
  mailerAutoconfirm: boolean;
  /** Password sign-ins (and sign-ups, and recovery requests) one IP address may make in any 5 minutes. */
  signInSignUpsPer5Minutes: number;
  /** POST /verify requests one IP address may make in any 5 minutes. */
  tokenVerificationsPer5Minutes: number;
  /**
   * Mails the whole project may send an hour; undefined for no limit. Supabase Auth counts them only
   * with confirmations on, and the CLI sets the limit only with its own SMTP server configured.
   */
  emailSentPerHour: number | undefined;
  /** A password change must name the current password (docs/architecture.md: Auth's password guard). */
  securePasswordChange: boolean;
  /** An email change waits for confirmation at the old address too. */
  doubleConfirmChanges: boolean;
  /** How long after one mail of a kind (recovery, email change) the next may be asked for. */
  emailMaxFrequencyMs: number;
  /** Digits of a mailed code, and how long it is valid. */
  emailOtpLength: number;
  emailOtpExpirySeconds: number;
  /** config.toml's [auth.email.template.<name>]. */
  mailTemplates: Record<string, MailTemplateConfig>;
  /** Factors (verified or not) one user may have at once. */
  maxEnrolledFactors: number;
  totpEnrollEnabled: boolean;
  totpVerifyEnabled: boolean;
  /** The local mail catcher: its web inbox port, SMTP port and the sender of every mail. */
  mailCatcher: { webPort: number; smtpPort: number; adminEmail: string; senderName: string };
}

/** Supabase Auth's SMTP max_frequency when none is set (0 means "the default", a minute). */
const DEFAULT_MAX_FREQUENCY_MS = 60_000;

export function readProjectConfig(file = projectConfigFile): ProjectConfig {
  const parsed = configSchema.safeParse(parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const { api, auth, inbucket } = parsed.data;
  const smtpEnabled = auth.email.smtp?.enabled === true;
  return {
    maxRows: api.max_rows,
    siteUrl: auth.site_url,
    redirectUrls: auth.additional_redirect_urls,
    mailerAutoconfirm: !auth.email.enable_confirmations,
    signInSignUpsPer5Minutes: auth.rate_limit.sign_in_sign_ups,
    tokenVerificationsPer5Minutes: auth.rate_limit.token_verifications,
    emailSentPerHour:
      smtpEnabled && auth.email.enable_confirmations ? auth.rate_limit.email_sent : undefined,
    securePasswordChange: auth.email.secure_password_change,
    doubleConfirmChanges: auth.email.double_confirm_changes,
    emailMaxFrequencyMs: auth.email.max_frequency || DEFAULT_MAX_FREQUENCY_MS,
    emailOtpLength: auth.email.otp_length,
    emailOtpExpirySeconds: auth.email.otp_expiry,
    mailTemplates: Object.fromEntries(
      Object.entries(auth.email.template).map(([name, entry]) => [
        name,
        { subject: entry.subject, contentPath: entry.content_path },
      ]),
    ),
    maxEnrolledFactors: auth.mfa.max_enrolled_factors,
    totpEnrollEnabled: auth.mfa.totp.enroll_enabled,
    totpVerifyEnabled: auth.mfa.totp.verify_enabled,
    mailCatcher: {
      webPort: inbucket.port,
      smtpPort: inbucket.smtp_port,
      adminEmail: inbucket.admin_email,
      senderName: inbucket.sender_name,
    },
  };
}
