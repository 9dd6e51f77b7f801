// A production build needs its Supabase project and its public address; without them it stops and
// says which variable is missing (scripts/build-env.ts), unless BUILD_WITHOUT_DATA=1 asks for a
// build without the data pages.
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

  it("names every missing variable at once and the flag for a build without data", () => {
    expect(() => checkBuildEnv({})).toThrow(
      /VITE_SUPABASE_URL[\s\S]*VITE_SITE_URL[\s\S]*BUILD_WITHOUT_DATA=1/,
    );
  });

  it("rejects a Supabase URL that is not http(s)", () => {
    expect(() => checkBuildEnv({ ...complete, VITE_SUPABASE_URL: "abcd.supabase.co" })).toThrow(
      /VITE_SUPABASE_URL must be an http\(s\) URL/,
    );
  });

  it("builds without Supabase settings only when BUILD_WITHOUT_DATA=1", () => {
    const withoutSupabase = { VITE_SITE_URL: complete.VITE_SITE_URL };
    expect(() => checkBuildEnv(withoutSupabase)).toThrow(/VITE_SUPABASE_URL/);
    expect(checkBuildEnv({ ...withoutSupabase, BUILD_WITHOUT_DATA: "1" })).toEqual({
      siteUrl: "https://www.example.com",
      supabaseUrl: undefined,
      schedulingUrl: undefined,
    });
  });
});

describe("vite build", () => {
  it("stops before building anything when VITE_SUPABASE_URL is empty", () => {
    // Set but empty: the process environment wins over any .env file of the checkout.
    const result = spawnSync(
      "npx",
      ["vite", "build", "--outDir", "node_modules/.cache/never-built"],
      {
        env: { ...process.env, ...complete, VITE_SUPABASE_URL: "", BUILD_WITHOUT_DATA: "" },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("Missing environment variable VITE_SUPABASE_URL");
    expect(result.stdout + result.stderr).not.toMatch(/built in/);
  });
});
