// What Radix's widgets call that jsdom does not have (it has no layout): ResizeObserver for popper
// and switch sizes, pointer capture and scrollIntoView for Select. For each test that needs them.
import { afterEach, beforeEach, vi } from "vitest";

export class NoResizeObserver {
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

/**
 * Node's own File, Blob and FormData instead of jsdom's, for tests that upload: Node's fetch (which
 * supabase-js uses here) cannot send jsdom's Blob or FormData, and a browser's would be its own.
 */
export function withNodeFileClasses() {
  beforeEach(async () => {
    const { Blob, File } = await import("node:buffer");
    // jsdom has no fetch, so Response is Node's, and so is the FormData it makes.
    const NodeFormData = (await new Response(new URLSearchParams("a=1")).formData()).constructor;
    vi.stubGlobal("Blob", Blob);
    vi.stubGlobal("File", File);
    vi.stubGlobal("FormData", NodeFormData);
  });
}
