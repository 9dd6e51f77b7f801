import { expect, type Page } from "@playwright/test";
import { adminNavLink } from "../../src/content/navigation";

/**
 * Resolves once React has hydrated the page: the Admin link is added only after hydration, on
 * localhost. The page's code loads after its first paint (src/main.ts), so a button of a
 * prerendered page does nothing until then.
 */
export async function hydrated(page: Page) {
  await expect(page.locator(`a[href="${adminNavLink.href}"]`).first()).toBeAttached();
}
