// A production build needs its Supabase project and its public address; without them it stops and
// says which variable is missing (scripts/build-env.ts). There is no build without data: every page
// is rendered from the published content (read with the secret key by scripts/build-pages.ts).
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { checkBuildEnv } from "../../scripts/build-env";
import { LOCAL_DEMO_ANON_KEY, LOCAL_PUBLISHABLE_KEY } from "../../supabase/local/core/keys";

const complete = {
  VITE_SUPABASE_URL: "https://abcd.supabase.co",
  VITE_SUPABASE_ANON_KEY: LOCAL_DEMO_ANON_KEY,
  VITE_SITE_URL: "https://www.example.com/",
  VITE_SCHEDULING_URL: "https://calendly.com/firm/30min",
};

describe("checkBuildEnv", () => {
  it("returns the settings of a complete environment", () => {
    expect(checkBuildEnv(complete)).toEqual({
      siteUrl: "https://www.example.com",
      supabaseUrl: "https://abcd.supabase.co",
      schedulingUrl: "https://calendly.com/firm/30min",
    });
  });

  it.each(["VITE_SUPABASE_URL", "VITE_SITE_URL"])("names %s when it is missing", (name) => {
    expect(() => checkBuildEnv({ ...complete, [name]: "" })).toThrow(
      new RegExp(`Missing environment variable ${name}`),
    );
  });

  it("takes the publishable key, or the legacy anon key, and names both when neither is set", () => {
    const { VITE_SUPABASE_ANON_KEY: _legacy, ...withoutKey } = complete;
    expect(
      checkBuildEnv({ ...withoutKey, VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY })
        .supabaseUrl,
    ).toBe(complete.VITE_SUPABASE_URL);
    expect(() => checkBuildEnv(withoutKey)).toThrow(
      /Missing environment variable VITE_SUPABASE_PUBLISHABLE_KEY \(or the legacy VITE_SUPABASE_ANON_KEY\)/,
    );
  });

  it("names every missing variable at once", () => {
    expect(() => checkBuildEnv({})).toThrow(
      /^The build cannot start:\n- Missing environment variable VITE_SUPABASE_URL[\s\S]*\n- Missing environment variable VITE_SITE_URL/,
    );
  });

  it("rejects a Supabase URL that is not http(s)", () => {
    expect(() => checkBuildEnv({ ...complete, VITE_SUPABASE_URL: "abcd.supabase.co" })).toThrow(
      /VITE_SUPABASE_URL must be an http\(s\) URL/,
    );
  });

  it("never builds without Supabase settings: the old BUILD_WITHOUT_DATA=1 changes nothing", () => {
    const withoutSupabase = { VITE_SITE_URL: complete.VITE_SITE_URL };
    expect(() => checkBuildEnv(withoutSupabase)).toThrow(/VITE_SUPABASE_URL/);
    expect(() => checkBuildEnv({ ...withoutSupabase, BUILD_WITHOUT_DATA: "1" })).toThrow(
      /Missing environment variable VITE_SUPABASE_URL/,
    );
  });

  it("needs no scheduling link: without one, /schedule offers phone and email", () => {
    const { VITE_SCHEDULING_URL: _scheduling, ...withoutScheduling } = complete;
    expect(checkBuildEnv(withoutScheduling).schedulingUrl).toBeUndefined();
  });
});

describe("vite build", () => {
  it("stops before building anything when VITE_SUPABASE_URL is empty", () => {
    // Set but empty: the process environment wins over any .env file of the checkout.
    const result = spawnSync(
      "npx",
      ["vite", "build", "--outDir", "node_modules/.cache/never-built"],
      {
        env: { ...process.env, ...complete, VITE_SUPABASE_URL: "" },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("Missing environment variable VITE_SUPABASE_URL");
    expect(result.stdout + result.stderr).not.toMatch(/built in/);
  });
});
