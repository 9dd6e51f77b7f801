// Password checks: bcrypt as Supabase Auth stores it, and the same work for an account that does
// not exist or has no password, so the answer's timing does not tell which emails have accounts.
import bcrypt from "bcrypt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword, passwordMatches } from "../../../supabase/local/auth/passwords";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("passwords", () => {
  it("hashes with bcrypt cost 10 and checks against the hash, including pgcrypto's $2a$ hashes", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$2b\$10\$.{53}$/);
    expect(await passwordMatches("correct horse", hash)).toBe(true);
    expect(await passwordMatches("wrong horse", hash)).toBe(false);
    // crypt('Admin-demo-2026', gen_salt('bf', 10)) as the seed writes it.
    const pgcrypto = await bcrypt.hash("Admin-demo-2026", await bcrypt.genSalt(10, "a"));
    expect(pgcrypto.startsWith("$2a$10$")).toBe(true);
    expect(await passwordMatches("Admin-demo-2026", pgcrypto)).toBe(true);
  });

  it("does a full bcrypt comparison when there is no usable hash, and matches nothing", async () => {
    const compare = vi.spyOn(bcrypt, "compare");
    for (const missing of [undefined, null, "", "not-a-bcrypt-hash"]) {
      expect(await passwordMatches("any password", missing)).toBe(false);
    }
    expect(compare).toHaveBeenCalledTimes(4);
    for (const [, against] of compare.mock.calls) expect(against).toMatch(/^\$2b\$10\$.{53}$/);
  });
});
