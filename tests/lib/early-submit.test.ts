import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { holdUnhandledSubmits, replayEarlySubmit } from "@/lib/early-submit";

/** A prerendered form: in the page, with no handler until its part hydrates. */
function prerenderedForm() {
  document.body.innerHTML = `<div id="root"><form noValidate><input name="email" value="a@b.co" />
    <button type="submit">Subscribe</button></form></div>`;
  const form = document.querySelector("form")!;
  const button = document.querySelector("button")!;
  return { form, button };
}

/** What React's onSubmit does once the part has hydrated: handles it and prevents the default. */
function hydrate(form: HTMLFormElement) {
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener("submit", onSubmit);
  return onSubmit;
}

beforeAll(() => holdUnhandledSubmits());
afterEach(() => {
  replayEarlySubmit(); // lets go of anything a test left held
  document.body.innerHTML = "";
});

describe("holdUnhandledSubmits", () => {
  it("keeps the page from reloading and sends the form again, once, when its part has hydrated", () => {
    const { form, button } = prerenderedForm();
    const sent = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: button });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);

    const onSubmit = hydrate(form);
    replayEarlySubmit();
    replayEarlySubmit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("holds a form sent again before its part has hydrated until it has", () => {
    const { form, button } = prerenderedForm();
    button.click();
    replayEarlySubmit(); // the first view hydrated; the footer's part not yet
    const onSubmit = hydrate(form);
    replayEarlySubmit(); // now it has
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("leaves alone a submission a hydrated form handled", () => {
    const { form, button } = prerenderedForm();
    const onSubmit = hydrate(form);
    button.click();
    replayEarlySubmit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("sends nothing for a form no longer in the page", () => {
    const { form, button } = prerenderedForm();
    button.click();
    const onSubmit = hydrate(form);
    form.remove();
    replayEarlySubmit();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
