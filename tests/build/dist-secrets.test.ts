// scripts/check-dist-secrets.ts, the build's last step, on a folder standing in for dist/: a
// Supabase secret key (any sb_secret_..., or the legacy service-role JWT) or the demo admin's TOTP
// secret fails it; the publishable and anon keys, which are meant to ship, do not.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  LOCAL_DEMO_ANON_KEY,
  LOCAL_DEMO_SERVICE_ROLE_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
} from "../../supabase/local/core/keys";
import { seedAccounts } from "../../supabase/local/db/seed-accounts";
import { projectRoot, tsx } from "../support/tsx";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function check(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "dist-secrets-"));
  folders.push(dir);
  mkdirSync(join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const result = spawnSync(tsx, ["scripts/check-dist-secrets.ts", dir], {
    cwd: projectRoot,
    encoding: "utf8",
    env: { ...process.env, SUPABASE_SECRET_KEY: "", SUPABASE_SERVICE_ROLE_KEY: "" },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("check-dist-secrets", () => {
  it("passes a build with only the publishable and anon keys in it", () => {
    expect(
      check({
        "index.html": "<p>hi</p>",
        "assets/app.js": `const k="${LOCAL_PUBLISHABLE_KEY}",a="${LOCAL_DEMO_ANON_KEY}";`,
      }),
    ).toMatchObject({ status: 0, output: expect.stringContaining("no secret key in 2 files") });
  });

  it.each([
    ["the CLI's local secret key", LOCAL_SECRET_KEY],
    ["a hosted project's secret key", "sb_secret_Zx9ab3Kq-w7YtLmN_4pQ2rs"],
    ["the legacy service-role key", LOCAL_DEMO_SERVICE_ROLE_KEY],
    ["the demo admin's TOTP secret", seedAccounts.admin.totp.secret],
  ])("fails a build containing %s, naming the file", (_case, secret) => {
    expect(
      check({ "index.html": "<p>hi</p>", "assets/app.js": `const k="${secret}";` }),
    ).toMatchObject({
      status: 1,
      output: expect.stringMatching(/A secret key is in the build output: .*assets\/app\.js/),
    });
  });
});
