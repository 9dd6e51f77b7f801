// npm run dev -- --record-release: builds the site against the Supabase `npm run dev` uses and
// records the build as a release of the site there, as a deploy runs `npm run build` and then
// `npm run record-release`, so the Compliance archive's Published site tab has a release to show.
// dist/ is rebuilt; a build the same as the latest release is not recorded again.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "../../../supabase/local/core/project-env";
import { buildCommit } from "./build-commit";
import { describeRecording, recordRelease } from "./record";
import { secretClient } from "./secret-client";

function build(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: "inherit",
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (exit code ${code}).`)),
    );
  });
}

/** `env`: the VITE_ settings the build is made with, VITE_SUPABASE_URL the project it records in. */
export async function buildAndRecordRelease(env: Record<string, string>): Promise<void> {
  console.log(`Building the site to record it as a release on ${env.VITE_SUPABASE_URL}...`);
  await build(env);
  const { client, url } = secretClient(env.VITE_SUPABASE_URL);
  const result = await recordRelease(client, {
    distDir: join(projectRoot, "dist"),
    supabaseUrl: url,
    commit: buildCommit(projectRoot),
  });
  console.log(describeRecording(result, url).join("\n"));
}
