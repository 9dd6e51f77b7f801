// In Chromium, on the production build over a throw-away stack, as an adviser would use the back
// office. On a phone: the sidebar, the resource dialog and its confirmations, the header and the
// tabs fit the screen and keep the focus where it belongs.
import { expect, test, type Locator } from "@playwright/test";
import { resourcesCopy } from "../src/content/admin/content-management";
import { dashboardCopy } from "../src/content/admin/dashboard";
import { documentsCopy } from "../src/content/admin/documents";
import { adminPageCopy } from "../src/content/admin/pages";
import { seoTabs } from "../src/content/admin/seo-tools";
import { adminNavItems, shellCopy } from "../src/content/admin/shell";
import { paths } from "../src/content/routes";
import { storageStateOf } from "./support/admin";
import { mainHeading, onePixelPng, openResources } from "./support/admin-screens";
import { expectFocused } from "./support/focus";
import { pastTheEdges } from "./support/overflow";

test.use({ storageState: storageStateOf("admin") });

const { dialog } = resourcesCopy;

test.describe("the phone sidebar", { tag: "@phone" }, () => {
  test("opens with the focus on its first link; Escape gives it back to the button", async ({
    page,
  }) => {
    await page.goto(paths.admin.documents.getHref());
    await expect(mainHeading(page)).toHaveText(adminPageCopy.documents.title);
    const toggle = page.getByRole("button", { name: shellCopy.toggleSidebar });
    await toggle.press("Enter");
    const panel = page.getByRole("dialog", { name: shellCopy.sidebarLabel });
    await expect(panel).toBeVisible();
    await expectFocused(
      panel.getByRole("link", { name: adminNavItems[0]!.label }),
      "the first link of the panel",
    );
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expectFocused(toggle, "the sidebar's button");
  });
});

test.describe("the resource dialog on a phone", { tag: "@phone" }, () => {
  test("with a thumbnail chosen, nothing runs past its edge; Cancel comes first, on screen and by Tab", async ({
    page,
  }) => {
    await openResources(page);
    await page.getByRole("button", { name: resourcesCopy.add }).press("Enter");
    const addDialog = page.getByRole("dialog", { name: dialog.addTitle });
    await addDialog.getByLabel(dialog.thumbnail).setInputFiles({
      ...onePixelPng,
      name: "a-very-long-thumbnail-file-name-for-the-quarterly-market-commentary-2026.png",
    });
    await expect(addDialog.getByRole("img", { name: dialog.thumbnailPreview })).toBeVisible();
    expect(
      await addDialog.evaluate((element) => element.scrollWidth > element.clientWidth),
      "the dialog scrolls sideways",
    ).toBe(false);
    expect(await pastTheEdges(addDialog, "padding")).toEqual([]);

    const cancel = addDialog.getByRole("button", { name: dialog.cancel, exact: true });
    const save = addDialog.getByRole("button", { name: dialog.save });
    expect((await cancel.boundingBox())!.y).toBeLessThan((await save.boundingBox())!.y);
    await cancel.focus();
    await page.keyboard.press("Tab");
    await expectFocused(save, "Save, after Cancel");
  });

  test("a confirmation shows Cancel above the red Retire", async ({ page }) => {
    await page.goto(paths.admin.documents.getHref());
    await page
      .getByRole("button", { name: new RegExp(`^${documentsCopy.list.retire} `) })
      .first()
      .press("Enter");
    const confirm = page.getByRole("alertdialog");
    const cancel = confirm.getByRole("button", { name: documentsCopy.confirmRetire.cancel });
    const action = confirm.getByRole("button", { name: documentsCopy.confirmRetire.confirm });
    expect((await cancel.boundingBox())!.y).toBeLessThan((await action.boundingBox())!.y);
    await expectFocused(cancel, "Cancel, first");
    await page.keyboard.press("Tab");
    await expectFocused(action, "the action, second");
    await page.keyboard.press("Escape");
  });
});

test.describe("the phone header and tabs", { tag: "@phone" }, () => {
  test("the header names the page beside the firm's mark", async ({ page }) => {
    for (const item of adminNavItems) {
      await page.goto(item.href);
      await expect(mainHeading(page)).toBeVisible();
      await expect(page.getByRole("banner")).toContainText(item.label);
      await expect(page.getByRole("banner").locator("svg").nth(1)).toBeVisible();
    }
  });

  test("the SEO tools' tabs stay on one row, the row scrolls and the chosen tab shows", async ({
    page,
  }) => {
    await page.goto(paths.admin.seoTools.getHref());
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(seoTabs.length);
    const tops = await tabs.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    await tabs.first().focus();
    await page.keyboard.press("End");
    const last = page.getByRole("tab", { name: seoTabs.at(-1)!.label });
    await expect(last).toHaveAttribute("aria-selected", "true");
    await expect(last).toBeInViewport({ ratio: 1 });
  });
});

/**
 * The lines `cell`'s text is laid out in, as the text of each: a character belongs to the line of
 * its box's top.
 */
const linesOf = (cell: Locator) =>
  cell.evaluate((element) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < node.textContent!.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? "") + node.textContent![index]);
      }
    }
    return [...lines.values()];
  });

test.describe("the dashboard on a phone", { tag: "@phone" }, () => {
  test("a top list's source or page wraps only where a web address may, and its column headings keep apart", async ({
    page,
  }) => {
    await page.goto(paths.admin.dashboard.getHref());
    for (const heading of [
      dashboardCopy.traffic.topSources.heading,
      dashboardCopy.traffic.topPages.heading,
    ]) {
      const table = page.getByRole("table", { name: heading });
      await expect(table.getByRole("rowheader").first()).toBeVisible();
      for (const cell of await table.getByRole("rowheader").all()) {
        const lines = await linesOf(cell);
        // Between two lines of an address: a dot starts the next, or a slash or hyphen ends the one before.
        for (const [index, line] of lines.slice(1).entries()) {
          const before = lines[index]!;
          if (/[./]/.test(before + line))
            expect(line.startsWith(".") || /[/-]$/.test(before), `${before}|${line}`).toBe(true);
        }
      }
      const headings = await table.getByRole("columnheader").evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const box = range.getBoundingClientRect();
          return { left: box.left, right: box.right };
        }),
      );
      for (const [index, next] of headings.slice(1).entries())
        expect(
          next.left - headings[index]!.right,
          "the gap between two headings",
        ).toBeGreaterThanOrEqual(8);
    }
  });
});

test.describe("the dashboard's chart on a phone", { tag: "@phone" }, () => {
  test("its day axis names more than one day", async ({ page }) => {
    await page.goto(paths.admin.dashboard.getHref());
    const chart = page.locator('[data-chart="traffic"]');
    await expect(chart.locator("canvas")).toBeVisible();
    // The axis is drawn on the chart's canvas: its labels are read as the pixels below the plot
    // (past the ticks' 10 px), grouped into words where a column of 6 px or more stays empty.
    const labels = () =>
      chart.evaluate((box) => {
        const canvas = box.querySelector("canvas")!;
        const plot = box.querySelector(".u-over")!.getBoundingClientRect();
        const frame = canvas.getBoundingClientRect();
        const ratio = canvas.width / frame.width;
        const top = Math.round((plot.bottom - frame.top + 12) * ratio);
        const { data, width } = canvas
          .getContext("2d")!
          .getImageData(0, top, canvas.width, canvas.height - top);
        const inked = Array.from({ length: width }, (_, x) => {
          for (let y = 0; y < data.length / 4 / width; y++)
            if (data[(y * width + x) * 4 + 3]! > 128) return true;
          return false;
        });
        let words = 0;
        let gap = Infinity;
        for (const ink of inked) {
          if (ink && gap >= 6 * ratio) words++;
          gap = ink ? 0 : gap + 1;
        }
        return words;
      });
    await expect.poll(labels, { message: "the day labels under the chart" }).toBeGreaterThan(1);
  });
});
