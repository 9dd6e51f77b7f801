// The settings of supabase/config.toml (the Supabase CLI's project config) that the local stack
// honours, so `supabase start` and `npm run stack` behave alike. Missing keys take the CLI's defaults.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { z } from "zod";
import { supabaseDir } from "./paths";

export const projectConfigFile = join(supabaseDir, "config.toml");

const count = z.number().int().nonnegative();

const configSchema = z.object({
  api: z.object({ max_rows: z.number().int().positive().default(1000) }).prefault({}),
  auth: z
    .object({
      rate_limit: z.object({ sign_in_sign_ups: count.default(30) }).prefault({}),
    })
    .prefault({}),
});

export interface ProjectConfig {
  /** The most rows one REST response carries (PostgREST's db-max-rows). */
  maxRows: number;
  /** Password sign-ins (and sign-ups) one IP address may make in any 5 minutes. */
  signInSignUpsPer5Minutes: number;
}

export function readProjectConfig(file = projectConfigFile): ProjectConfig {
  const parsed = configSchema.safeParse(parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return { maxRows: parsed.data.api.max_rows, signInSignUpsPer5Minutes: parsed.data.auth.rate_limit.sign_in_sign_ups };
}
