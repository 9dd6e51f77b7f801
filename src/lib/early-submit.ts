/**
 * Every form of the site is handled by script, but a prerendered page hydrates in parts: the
 * footer's newsletter box only once the first view is done (lib/deferred-part.tsx). A form sent
 * before its part has hydrated has no handler yet; the browser would reload the page and the
 * visitor's address would be lost. This holds such a submission and sends it again, once, when a
 * part of the page has hydrated.
 */
let held: HTMLFormElement | undefined;

/** Listens on the document's bubble phase: React's handlers on #root have run (and prevented the
 * default of every submission they handled) before this sees the event. */
export function holdUnhandledSubmits(target: Document = document) {
  target.addEventListener("submit", (event) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = event.target;
  });
}

/** Sends the held submission again; a form still without a handler is simply held once more. */
export function replayEarlySubmit() {
  const form = held;
  held = undefined;
  if (form?.isConnected) form.requestSubmit();
}
