/** Longest wait for the paint, in case the browser never reports one (no content, no support). */
const PAINT_TIMEOUT_MS = 5000;

/**
 * Resolves once the browser has shown the page as it stands: at its first largest-contentful-paint
 * entry, which the browser reports after the frame is on screen (a frame can take a while to get
 * there after it is drawn, so waiting for animation frames is not enough on a busy phone). Without
 * that report (other browsers), two frames later; in a hidden tab, which shows nothing, at once.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === "hidden") return resolve();
    const done = () => {
      observer?.disconnect();
      document.removeEventListener("visibilitychange", done);
      window.clearTimeout(timeout);
      resolve();
    };
    document.addEventListener("visibilitychange", done);
    const timeout = window.setTimeout(done, PAINT_TIMEOUT_MS);
    let observer: PerformanceObserver | undefined;
    if (PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
      observer = new PerformanceObserver(done);
      observer.observe({ type: "largest-contentful-paint", buffered: true });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(done));
    }
  });
}
