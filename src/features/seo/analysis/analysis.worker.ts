// The analysis off the admin's main thread: a release of hundreds of pages takes a second or more
// to parse and check (docs/measurements.md, "SEO analysis"), which would freeze the screen.
import { analyseRelease } from "./analyse";
import type { ReleaseInput, SiteReport } from "./types";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReleaseInput>) => void) | null;
  postMessage(message: { report: SiteReport } | { error: string }): void;
};

scope.onmessage = (event) => {
  try {
    scope.postMessage({ report: analyseRelease(event.data) });
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
