// A secret key shipped to a browser by mistake fails there at once, as on hosted Supabase: the stack
// answers a page's fetch with the key with hosted's 401, while the publishable key works.
import { expect, test } from "@playwright/test";
import { LOCAL_SECRET_KEY } from "../supabase/local/core/keys";
import { paths } from "../src/content/routes";
import { e2ePublishableKey, e2eStackUrl } from "./support/env";

test(
  "a page's fetch with the secret key gets hosted Supabase's 401; with the publishable key it reads",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.goto(paths.home);
    const fetchWith = (key: string) =>
      page.evaluate(
        async ({ url, key }) => {
          const response = await fetch(`${url}/rest/v1/site_settings?select=site_name`, {
            headers: { apikey: key, Authorization: `Bearer ${key}` },
          });
          return { status: response.status, body: (await response.json()) as unknown };
        },
        { url: e2eStackUrl, key },
      );
    expect(await fetchWith(LOCAL_SECRET_KEY)).toEqual({
      status: 401,
      body: {
        message: "Forbidden use of secret API key in browser",
        hint: "Secret API keys can only be used in a protected environment and should never be used in a browser. Delete this secret API key immediately!",
      },
    });
    expect(await fetchWith(e2ePublishableKey)).toMatchObject({
      status: 200,
      body: [{ site_name: expect.any(String) }],
    });
  },
);
