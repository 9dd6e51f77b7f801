// In Chromium, on the production build over a throw-away stack: a toast covers no control and never
// the focused element, on the page and in an open dialog, at a phone's width and a desktop's; and a
// success toast only says what the admin just did.
import { expect, type Page } from "@playwright/test";
import { resourcesCopy } from "../src/content/admin/content-management";
import { loginCopy } from "../src/content/admin/login";
import { dashboardCopy } from "../src/content/admin/dashboard";
import { adminPageCopy } from "../src/content/admin/pages";
import { seoCopy } from "../src/content/admin/seo-tools";
import { paths } from "../src/content/routes";
import { enterTotpCode, signInWithForm, storageStateOf, test, toast } from "./support/admin";
import { mainHeading, openResources } from "./support/admin-screens";

test.use({ storageState: storageStateOf("admin") });
// Focus scrolls at once (no smooth scrolling) and toasts arrive without sliding in: each step is
// measured where it ends, not halfway.
test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: "reduce" }));

/**
 * Stops the page's clock (its timers) once a toast shows, so it stays until the test is done with it:
 * it closes by itself after a few seconds, and a busy machine can take longer than that to tab
 * through a screen. (Not before: sonner adds a toast in a timer.)
 */
async function holdToasts(page: Page) {
  // The page's clock runs on between reading it here and pausing it: on a loaded machine by more
  // than the margin, and a pause in its past is refused. Read it again then, with twice the margin.
  for (let margin = 100; ; margin *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (margin >= 1600 || !String(error).includes("fast-forward to the past")) throw error;
    }
  }
}

/**
 * What the toasts showing cover, measured in one go in the page: each control (or, within `scope`,
 * the focusable ones) that intersects a visible toast, the focused element first; and how many
 * toasts show.
 */
const coverage = (page: Page, scope: string) =>
  page.evaluate((scope) => {
    const toasts = Array.from(document.querySelectorAll<HTMLElement>("[data-sonner-toast]"))
      .filter((shown) => shown.checkVisibility({ opacityProperty: true }))
      .map((shown) => shown.getBoundingClientRect());
    // What of an element shows: its box, cut by every ancestor that scrolls or clips (a field
    // scrolled out of a dialog's body is out of sight, not under the toast above that body).
    const shownBox = (element: Element) => {
      const box = element.getBoundingClientRect();
      let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflow === "visible") continue;
        const clip = parent.getBoundingClientRect();
        [left, top] = [Math.max(left, clip.left), Math.max(top, clip.top)];
        [right, bottom] = [Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
      }
      return { x: left, y: top, width: right - left, height: bottom - top };
    };
    // A control of the page scrolled under the sticky header (the toast's place, in its bar on a
    // wide screen, under it on a phone) is the header's, as without a toast.
    const header = document.querySelector("[data-sticky-header]");
    const belowHeader = (element: Element) => {
      const box = shownBox(element);
      const aboveThePage = element.closest("[role=dialog], [role=alertdialog]");
      if (!header || header.contains(element) || aboveThePage) return box;
      const top = Math.max(box.y, header.getBoundingClientRect().bottom);
      return { ...box, y: top, height: box.y + box.height - top };
    };
    const intersects = (element: Element, shown = shownBox) => {
      const box = shown(element);
      return toasts.some(
        (other) =>
          box.width > 0 &&
          box.height > 0 &&
          box.x < other.x + other.width &&
          other.x < box.x + box.width &&
          box.y < other.y + other.height &&
          other.y < box.y + box.height,
      );
    };
    /** How much of an element's shown box the toasts cover (0 to 1). */
    const hiddenShare = (element: Element) => {
      const box = shownBox(element);
      const area = Math.max(box.width, 0) * Math.max(box.height, 0);
      if (area === 0) return 0;
      const covered = toasts.reduce((sum, other) => {
        const width = Math.min(box.x + box.width, other.x + other.width) - Math.max(box.x, other.x);
        const height =
          Math.min(box.y + box.height, other.y + other.height) - Math.max(box.y, other.y);
        return sum + Math.max(width, 0) * Math.max(height, 0);
      }, 0);
      return covered / area;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${((element as HTMLElement).innerText || element.getAttribute("aria-label") || "").trim().slice(0, 40)}"`;
    const focused = document.activeElement;
    const outsideToasts = (element: Element) => !element.closest("[data-sonner-toaster]");
    const controls = Array.from(
      document.querySelectorAll(
        `${scope} :is(button, a[href], input, textarea, select, [role=combobox], [role=tab], [role=checkbox], [role=switch])`,
      ),
    ).filter((control) => outsideToasts(control) && control.checkVisibility());
    return {
      toasts: toasts.length,
      focused: focused && focused !== document.body ? name(focused) : "nothing",
      // Every control is checked above; what else takes the focus (a tab's panel, a scrolling
      // region, taller than the screen) must not be mostly hidden: its edge may pass under the
      // toast, as the edge of the page's first line does.
      focusedCovered:
        !!focused &&
        focused !== document.body &&
        outsideToasts(focused) &&
        hiddenShare(focused) > 0.5,
      coveredControls: controls.filter((control) => intersects(control, belowHeader)).map(name),
    };
  }, scope);

/**
 * With a toast showing, Tab through `scope` (`steps` times, or until the focus leaves it): at every
 * step the toast still shows, covers no control and not the focused element.
 */
async function tabThrough(page: Page, scope: string, steps: number) {
  const start = await coverage(page, scope);
  expect(start.toasts, "a toast shows").toBeGreaterThan(0);
  expect(start.coveredControls, "controls under the toast").toEqual([]);
  const visited: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press("Tab");
    const now = await coverage(page, scope);
    visited.push(now.focused);
    expect(now.toasts, `the toast still shows at ${now.focused}`).toBeGreaterThan(0);
    expect(now.focusedCovered, `${now.focused} (step ${step + 1}) is under the toast`).toBe(false);
    expect(now.coveredControls, `controls under the toast at ${now.focused}`).toEqual([]);
  }
  // The walk went somewhere: through more than a couple of controls.
  expect(new Set(visited).size).toBeGreaterThan(Math.min(steps, 6));
}

test("with a toast showing, Tab goes through the SEO screen and never under the toast", async ({
  page,
}) => {
  await page.clock.install();
  // On the Keywords tab: its panel (the Pro prompt) is the same size whatever the analysis holds,
  // so the walk meets the same controls once the analysis has shown its report.
  await page.goto(`${paths.admin.seoTools.getHref()}?tab=keywords`);
  await expect(mainHeading(page)).toHaveText(adminPageCopy.seoTools.title);
  await page.getByRole("button", { name: seoCopy.runAnalysis }).press("Enter");
  // The analysis of the latest release ends in its toast (the stack holds the build's releases).
  await expect(toast(page, seoCopy.toasts.done(0, 0).title)).toBeVisible({ timeout: 30_000 });
  await holdToasts(page);
  // The header holds the toast (in its bar on a wide screen, under it on a phone), and the page's
  // scroll padding is the header's height with it: what the focus scrolls to stops below both.
  const { padding, header } = await page.evaluate(() => ({
    padding: getComputedStyle(document.documentElement).scrollPaddingTop,
    header: document.querySelector("[data-sticky-header]")!.getBoundingClientRect(),
  }));
  const shown = await toast(page, seoCopy.toasts.done(0, 0).title).boundingBox();
  expect(shown!.y + shown!.height, "the toast's bottom").toBeLessThanOrEqual(header.bottom);
  expect(Number.parseFloat(padding), "the scroll padding").toBeCloseTo(header.height, 0);
  await tabThrough(page, "body", 40);
});

test("Tab and Shift+Tab go on past a toast in the header, never back where they came from", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(paths.admin.root.getHref());
  await expect(mainHeading(page)).toHaveText(adminPageCopy.dashboard.title);
  // A toast that writes nothing: the subscriber export, refused on its way to the stack.
  await page.route("**/rest/v1/newsletter_subscribers**", (route) => route.abort());
  await page.getByRole("button", { name: dashboardCopy.export.button }).press("Enter");
  await expect(toast(page, dashboardCopy.export.failed.title)).toBeVisible();
  await holdToasts(page);
  const toaster = page.locator("[data-sonner-toaster]");
  const inToaster = () => toaster.evaluate((list) => list.contains(document.activeElement));
  /** Presses the key until the focus has been in the toast and left it (at most 5 presses). */
  const passTheToast = async (key: string) => {
    let entered = false;
    for (let presses = 0; presses < 5; presses++) {
      await page.keyboard.press(key);
      if (await inToaster()) entered = true;
      else if (entered) return;
    }
    throw new Error(`${key} did not go in and out of the toast in 5 presses`);
  };
  // What comes before the toast in the tab order (the sidebar toggle in the wide header's bar, the
  // account menu on a phone, whose toast is under the bar).
  await page.locator("[data-sonner-toast]").focus();
  await page.keyboard.press("Shift+Tab");
  expect(await inToaster(), "the focus before the toast").toBe(false);
  await page.evaluate(() => document.activeElement!.setAttribute("data-before-toast", ""));
  const before = page.locator("[data-before-toast]");
  await passTheToast("Tab");
  await expect(before).not.toBeFocused();
  await passTheToast("Shift+Tab");
  await expect(before).toBeFocused();
});

test("a toast during an open dialog covers none of the dialog's controls", async ({ page }) => {
  await page.clock.install();
  await openResources(page);
  await page.getByRole("button", { name: resourcesCopy.add }).click();
  const dialog = page.getByRole("dialog", { name: resourcesCopy.dialog.addTitle });
  await expect(dialog).toBeVisible();
  // Not an image: the dialog says so in a toast, and stays open.
  await dialog.getByLabel(resourcesCopy.dialog.thumbnail).setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not an image"),
  });
  await expect(toast(page, resourcesCopy.toasts.invalidType)).toBeVisible();
  await expect(dialog).toBeVisible();
  await holdToasts(page);
  await tabThrough(page, "[role=dialog]", 12);
  // Its close button closes the toast, not the dialog.
  await page.clock.resume();
  await toast(page, resourcesCopy.toasts.invalidType).getByRole("button").click();
  await expect(toast(page, resourcesCopy.toasts.invalidType)).toHaveCount(0);
  await expect(dialog).toBeVisible();
});

test.describe("a success toast says only what the admin just did", () => {
  test("a restored session and a reload say nothing of a sign-in", async ({ page }) => {
    // The saved session, as a person's browser keeps it: Documents opens without a sign-in.
    await page.goto(paths.admin.documents.getHref());
    await expect(mainHeading(page)).toHaveText(adminPageCopy.documents.title);
    await expect(page.getByRole("button", { name: "Upload Document" })).toBeVisible();
    const loginSuccess = toast(page, loginCopy.toasts.success.title);
    // Long enough for a toast of the page's load to have shown (they come within a second).
    await page.waitForTimeout(1500);
    await expect(loginSuccess).toHaveCount(0);
    await page.reload();
    await expect(mainHeading(page)).toHaveText(adminPageCopy.documents.title);
    await page.waitForTimeout(1500);
    await expect(loginSuccess).toHaveCount(0);
    // Into the back office from the sign-in page, already signed in: straight on, no sign-in said.
    await page.goto(`${paths.admin.login.getHref()}?redirectTo=%2Fadmin%2Fdocuments`);
    await expect(mainHeading(page)).toHaveText(adminPageCopy.documents.title);
    await page.waitForTimeout(1500);
    await expect(loginSuccess).toHaveCount(0);
  });

  test.describe("signed out", () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    // On a phone: the wide header's middle is the account menu's too when its address is long.
    test(
      "a sign-in to a deep link says so on the page asked for, over none of its controls",
      {
        tag: "@phone",
      },
      async ({ page, throwawayAdmin }) => {
        const admin = await throwawayAdmin();
        await page.clock.install();
        await page.goto(paths.admin.documents.getHref());
        await signInWithForm(page, admin);
        await enterTotpCode(page, admin.totpSecret!);
        // Held as soon as it shows: on a loaded machine the page can take longer to open than it shows.
        await expect(toast(page, loginCopy.toasts.success.title)).toContainText(
          loginCopy.toasts.success.description,
        );
        await holdToasts(page);
        await expect(mainHeading(page)).toHaveText(adminPageCopy.documents.title);
        await tabThrough(page, "body", 12);
      },
    );
  });
});
