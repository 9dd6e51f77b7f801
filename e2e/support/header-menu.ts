import { expect, type Page } from "@playwright/test";
import type { PublishedSite } from "../../src/features/site-content/published-site";

type Header = PublishedSite["pages"]["layout"]["content"]["header"];

const isPhone = (page: Page) => page.viewportSize()!.width < 768;

/**
 * Opens the header's menu of the page's width, as a visitor would: the phone's menu dialog below the
 * md breakpoint, the navigation's About dropdown from it on. Resolves once it is open.
 */
export async function openHeaderMenu(page: Page, header: Header) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: header.menu, exact: true }).click();
    await expect(page.getByRole("dialog", { name: header.menu })).toBeVisible();
  } else {
    const about = aboutButton(page, header);
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
  }
}

/**
 * Closes the menu openHeaderMenu opened with Escape, and resolves once it is closed: on a phone,
 * once the focus is back on the menu button (the dialog is gone a moment before the menu's code
 * hears of it and moves the focus back: a field typed into meanwhile would lose its focus).
 */
export async function closeHeaderMenu(page: Page, header: Header) {
  await page.keyboard.press("Escape");
  if (isPhone(page)) {
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const menuButton = page.getByRole("button", { name: header.menu, exact: true });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();
  } else await expect(aboutButton(page, header)).toHaveAttribute("aria-expanded", "false");
}

function aboutButton(page: Page, header: Header) {
  return page
    .getByRole("navigation", { name: header.mainNavLabel })
    .getByRole("button", { name: header.aboutMenu, exact: true });
}
