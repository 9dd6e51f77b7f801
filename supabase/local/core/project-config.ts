// The settings of supabase/config.toml (the Supabase CLI's project config) that the local stack
// honours, so `supabase start` and `npm run stack` behave alike. Missing keys take the CLI's defaults.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { z } from "zod";
import { supabaseDir } from "../db/paths";

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

const configSchema = z.object({
  api: z.object({ max_rows: z.number().int().positive().default(1000) }).prefault({}),
  auth: z
    .object({
      rate_limit: z.object({ sign_in_sign_ups: count.default(30) }).prefault({}),
      email: z
        .object({
          secure_password_change: z.boolean().default(false),
          // Without the key the CLI passes 0s: no wait between mails.
          max_frequency: goDuration.default(0),
        })
        .prefault({}),
    })
    .prefault({}),
});

export interface ProjectConfig {
  /** The most rows one REST response carries (PostgREST's db-max-rows). */
  maxRows: number;
  /** Password sign-ins (and sign-ups) one IP address may make in any 5 minutes. */
  signInSignUpsPer5Minutes: number;
  /** A password change must name the current password (see the README: Auth's password guard). */
  securePasswordChange: boolean;
  /** How long after one email change mail the next may be asked for. */
  emailMaxFrequencyMs: number;
}

export function readProjectConfig(file = projectConfigFile): ProjectConfig {
  const parsed = configSchema.safeParse(parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const { api, auth } = parsed.data;
  return {
    maxRows: api.max_rows,
    signInSignUpsPer5Minutes: auth.rate_limit.sign_in_sign_ups,
    securePasswordChange: auth.email.secure_password_change,
    emailMaxFrequencyMs: auth.email.max_frequency,
  };
}
