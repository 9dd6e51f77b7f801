// What Radix's widgets call that jsdom does not have (it has no layout): ResizeObserver for popper
// and switch sizes, pointer capture and scrollIntoView for Select. For each test that needs them.
import { afterEach, beforeEach, vi } from "vitest";

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const elementMethods = ["hasPointerCapture", "releasePointerCapture", "scrollIntoView"] as const;

export function fillJsdomGapsForRadix() {
  beforeEach(() => {
    vi.stubGlobal("ResizeObserver", NoResizeObserver);
    for (const method of elementMethods) HTMLElement.prototype[method] = vi.fn() as never;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const method of elementMethods)
      delete (HTMLElement.prototype as Partial<HTMLElement>)[method];
  });
}
