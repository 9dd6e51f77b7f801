// Against password guessing: the local stack limits password sign-ins to 30 per 5 minutes per IP
// address, as Supabase Auth does (config.toml's [auth.rate_limit] sign_in_sign_ups), and the login
// page shows the provider's message. Its own Playwright project, after all others: it uses up
// 127.0.0.1's sign-ins for the next minutes.
import { expect, test } from "@playwright/test";
import { paths } from "../src/content/routes";
import { loginCopy } from "../src/content/admin/login";
import { fillSignInForm, seedAccounts, toast } from "./support/admin";
import { e2eAnonKey, e2eStackUrl } from "./support/env";

const SIGN_INS_PER_FIVE_MINUTES = 30;
/** Five minutes over 30 sign-ins: one comes back every 10 s. */
const REFILL_MS = (5 * 60 * 1000) / SIGN_INS_PER_FIVE_MINUTES;
const tokenUrl = `${e2eStackUrl}/auth/v1/token?grant_type=password`;

test("31 bad passwords in five minutes get a 429 message", async ({ page, request }) => {
  // The form is filled before the drain: the bucket gets a token back every 10 s (30 per 5 minutes),
  // so the page's sign-in must follow the refusal at once, however slow the machine is to load it.
  await page.goto(paths.admin.login.getHref());
  await fillSignInForm(page, "admin");

  // Bad passwords straight to the auth API until it refuses. The specs before this one have signed
  // in from this address too, so the refusal may come before the 31st attempt. The bucket gets a
  // token back every 10 s, so on a slow machine each 10 s the attempts take allows one more.
  const started = Date.now();
  const allowedSoFar = () =>
    SIGN_INS_PER_FIVE_MINUTES + Math.floor((Date.now() - started) / REFILL_MS);
  let attempts = 0;
  let status = 0;
  while (status !== 429 && attempts <= allowedSoFar()) {
    const response = await request.post(tokenUrl, {
      headers: { apikey: e2eAnonKey },
      data: { email: seedAccounts.admin.email, password: `wrong-password-${attempts}` },
    });
    attempts += 1;
    status = response.status();
    if (status !== 429) {
      expect(status, "a bad password under the limit is a plain 400").toBe(400);
    } else {
      expect(await response.json()).toMatchObject({
        code: 429,
        error_code: "over_request_rate_limit",
        msg: "Request rate limit reached",
      });
    }
  }
  expect(status).toBe(429);
  expect(attempts).toBeLessThanOrEqual(allowedSoFar() + 1);

  // The next one from the page, with the right password even: refused, in the provider's words.
  const answer = page.waitForResponse((response) => response.url().startsWith(tokenUrl));
  await page.getByRole("button", { name: loginCopy.submit, exact: true }).click();
  expect((await answer).status()).toBe(429);
  await expect(toast(page, "Login Failed")).toContainText("Request rate limit reached");
  await expect(page).toHaveURL(new RegExp(`${paths.admin.login.getHref()}$`));
});
