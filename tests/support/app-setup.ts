// Second setup file of the `app` project: after each test, nothing of it is left for the next one:
// the screen, the cached server state, the session (ended on the stack too), storage and cookies.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { queryClient } from "@/lib/data-providers";
import { NoResizeObserver } from "./jsdom-gaps";
import { signOutThisSession } from "./render-app";

// The admin shell measures its toasts' place with a ResizeObserver (the scroll padding counts it);
// jsdom lays nothing out and has none.
globalThis.ResizeObserver ??= NoResizeObserver;

// Real sign-ins hash passwords with bcrypt inside PGlite: slower than a mocked API, and slower still
// while other test files run beside these.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  await signOutThisSession();
  queryClient.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split("; ").filter(Boolean)) {
    document.cookie = `${cookie.split("=")[0]}=; path=/admin; max-age=0`;
  }
});
