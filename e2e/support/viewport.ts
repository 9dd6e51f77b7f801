import type { Page } from "@playwright/test";

/** Waits until the page has drawn two more frames: whatever was pending is laid out and painted. */
export async function twoFramesLater(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Resizes the page's window and waits for the frames after it: by then the browser has evaluated
 * the media queries for the new size and run their change listeners (the admin area's
 * useMediaQuery re-renders the layout in them), and the page is laid out at its new width. Measured
 * at once, a loaded machine showed the page still laid out for the old width.
 */
export async function resizeViewport(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await twoFramesLater(page);
}
