// What of a build (dist/, or any folder) holds a secret key: a VITE_ variable ships to every
// visitor. A secret is the local demo service-role key, the demo admin's TOTP secret, the configured
// SUPABASE_SECRET_KEY or SUPABASE_SERVICE_ROLE_KEY, or anything shaped like a Supabase secret key
// (sb_secret_...), whoever's.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { LOCAL_DEMO_SERVICE_ROLE_KEY } from "../../supabase/local/core/keys";
import { seedAccounts } from "../../supabase/local/db/seed-accounts";

const SECRET_KEY_SHAPE = /sb_secret_[A-Za-z0-9_-]{8,}/;

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The files under `dir` that hold a secret key, with the environment's keys (`env`) among them. */
export function filesWithSecrets(dir: string, env: Record<string, string | undefined>): string[] {
  const secrets = [
    LOCAL_DEMO_SERVICE_ROLE_KEY,
    seedAccounts.admin.totp.secret,
    env.SUPABASE_SECRET_KEY,
    env.SUPABASE_SERVICE_ROLE_KEY,
  ].filter((key): key is string => typeof key === "string" && key.length > 0);
  return filesUnder(dir).filter((file) => {
    const text = readFileSync(file, "latin1");
    return SECRET_KEY_SHAPE.test(text) || secrets.some((secret) => text.includes(secret));
  });
}
