// Fails the build when a service-role key ended up in dist/: a VITE_ variable ships to every visitor.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import { LOCAL_DEMO_SERVICE_ROLE_KEY } from "../supabase/local/core/keys";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const env = { ...loadEnv("production", process.cwd(), ""), ...process.env };
const secrets = [LOCAL_DEMO_SERVICE_ROLE_KEY, env.SUPABASE_SERVICE_ROLE_KEY].filter(
  (key): key is string => typeof key === "string" && key.length > 0,
);
const leaks = filesUnder("dist").filter((file) => {
  const text = readFileSync(file, "latin1");
  return secrets.some((secret) => text.includes(secret));
});

if (leaks.length > 0) {
  console.error(`A service-role key is in the build output: ${leaks.join(", ")}`);
  process.exit(1);
}
console.log(`dist/ checked: no service-role key in ${filesUnder("dist").length} files.`);
