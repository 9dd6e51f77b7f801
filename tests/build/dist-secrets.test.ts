// The build's last step, scripts/check-dist-secrets.ts, on a folder standing in for dist/: a
// Supabase secret key (any sb_secret_..., the legacy service-role JWT, the configured one) or the
// demo admin's TOTP secret fails it; the publishable and anon keys, which are meant to ship, do not.
// Which files hold a secret is asked in this process (scripts/lib/dist-secrets.ts); the command
// runs twice, for its exit code and its words.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { filesWithSecrets } from "../../scripts/lib/dist-secrets";
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

/** A build of `files`, in a folder of its own. */
function build(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "dist-secrets-"));
  folders.push(dir);
  mkdirSync(join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** The command on `dir`, with no key configured: its exit code and what it printed. */
function check(dir: string) {
  const result = spawnSync(tsx, ["scripts/check-dist-secrets.ts", dir], {
    cwd: projectRoot,
    encoding: "utf8",
    env: { ...process.env, SUPABASE_SECRET_KEY: "", SUPABASE_SERVICE_ROLE_KEY: "" },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const shipped = `const k="${LOCAL_PUBLISHABLE_KEY}",a="${LOCAL_DEMO_ANON_KEY}";`;

describe("check-dist-secrets", () => {
  it("passes a build with only the publishable and anon keys in it", () => {
    expect(check(build({ "index.html": "<p>hi</p>", "assets/app.js": shipped }))).toMatchObject({
      status: 0,
      output: expect.stringContaining("no secret key in 2 files"),
    });
  });

  it("fails a build with a secret key in it, naming the file", () => {
    expect(
      check(
        build({ "index.html": "<p>hi</p>", "assets/app.js": `const k="${LOCAL_SECRET_KEY}";` }),
      ),
    ).toMatchObject({
      status: 1,
      output: expect.stringMatching(/A secret key is in the build output: .*assets\/app\.js$/m),
    });
  });

  it.each([
    ["the CLI's local secret key", LOCAL_SECRET_KEY, {}],
    ["a hosted project's secret key", "sb_secret_Zx9ab3Kq-w7YtLmN_4pQ2rs", {}],
    ["the legacy service-role key", LOCAL_DEMO_SERVICE_ROLE_KEY, {}],
    ["the demo admin's TOTP secret", seedAccounts.admin.totp.secret, {}],
    [
      "the configured secret key, whatever its shape",
      "k3y-0f-th1s-pr0ject",
      { SUPABASE_SECRET_KEY: "k3y-0f-th1s-pr0ject" },
    ],
    [
      "the configured service-role key",
      "legacy.jwt.value",
      { SUPABASE_SERVICE_ROLE_KEY: "legacy.jwt.value" },
    ],
  ])("finds %s, in the file that holds it and no other", (_case, secret, env) => {
    const dir = build({
      "index.html": "<p>hi</p>",
      "assets/app.js": `const k="${secret}";`,
      "assets/other.js": shipped,
    });
    expect(filesWithSecrets(dir, env)).toEqual([join(dir, "assets", "app.js")]);
  });
});
