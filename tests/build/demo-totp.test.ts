// npm run demo:totp prints the seeded admin's current TOTP code for a local stack, and refuses any
// other Supabase.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { seedAccounts } from "../../supabase/local/db/seed-accounts";
import { totpCodeFor } from "../support/totp";
import { projectRoot, tsx } from "../support/tsx";

function demoTotp(supabaseUrl: string) {
  const result = spawnSync(tsx, ["scripts/demo-totp.ts"], {
    cwd: projectRoot,
    encoding: "utf8",
    env: { ...process.env, SUPABASE_URL: supabaseUrl },
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
}

describe("npm run demo:totp", () => {
  it("prints the code an authenticator with the demo secret shows, for a local stack", () => {
    const before = Date.now();
    const { status, stdout, stderr } = demoTotp("http://127.0.0.1:54321");
    const codes = [before, Date.now()].map((at) => totpCodeFor(seedAccounts.admin.totp.secret, at));
    expect(status).toBe(0);
    expect(codes).toContain(stdout);
    expect(stderr).toContain("admin@example.com");
  });

  it("refuses a hosted project", () => {
    const { status, stdout, stderr } = demoTotp("https://abcdefgh.supabase.co");
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain("only serves a local stack");
  });
});
