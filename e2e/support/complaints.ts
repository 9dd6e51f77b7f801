import type { Page } from "@playwright/test";

/** Console errors and warnings, and uncaught errors, of `page` from now on. */
export function complaintsOf(page: Page): string[] {
  const complaints: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      complaints.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => complaints.push(`pageerror: ${error.message}`));
  return complaints;
}
