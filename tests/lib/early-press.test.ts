import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberEarlyPress } from "@/lib/early-press";

/** A page as the prerenderer leaves it: buttons in #root with no handler, one button outside it. */
function prerenderedPage() {
  document.body.innerHTML = `
    <div id="root"><button id="menu">Menu</button><button id="about">About</button>
      <button id="off" disabled>Off</button></div>
    <button id="outside">Outside</button>`;
  const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;
  return { root: byId("root") as unknown as HTMLElement, byId };
}

/** Counts the clicks `button` gets from now on (React's handler, once it has hydrated). */
function countClicks(button: HTMLElement) {
  const onClick = vi.fn();
  button.addEventListener("click", onClick);
  return onClick;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("rememberEarlyPress", () => {
  it("presses the last button pressed before hydration again, once", () => {
    const { root, byId } = prerenderedPage();
    const earlyPress = rememberEarlyPress(root);
    byId("about").click();
    byId("menu").click();
    const replay = earlyPress.handOver();
    const menu = countClicks(byId("menu"));
    const about = countClicks(byId("about"));

    replay();
    replay();
    expect(menu).toHaveBeenCalledTimes(1);
    expect(about).not.toHaveBeenCalled();
  });

  it("presses nothing when no button was pressed, or only one outside the page's root", () => {
    const { root, byId } = prerenderedPage();
    const earlyPress = rememberEarlyPress(root);
    byId("outside").click();
    const replay = earlyPress.handOver();
    const outside = countClicks(byId("outside"));
    const menu = countClicks(byId("menu"));

    replay();
    expect(outside).not.toHaveBeenCalled();
    expect(menu).not.toHaveBeenCalled();
  });

  it("leaves presses after the hand-over to React, and skips a button gone or disabled since", () => {
    const { root, byId } = prerenderedPage();
    const earlyPress = rememberEarlyPress(root);
    byId("menu").click();
    const replay = earlyPress.handOver();
    byId("about").click(); // React's listeners handle this one
    const about = countClicks(byId("about"));
    const menu = countClicks(byId("menu"));
    byId("menu").disabled = true;

    replay();
    expect(about).not.toHaveBeenCalled();
    expect(menu).not.toHaveBeenCalled();

    const second = rememberEarlyPress(root);
    const removed = byId("about");
    removed.click();
    removed.remove();
    const removedClicks = countClicks(removed);
    second.handOver()();
    expect(removedClicks).not.toHaveBeenCalled();
  });

  it("leaves a form's submit button to the early submission's replay (lib/early-submit.ts)", () => {
    const { root, byId } = prerenderedPage();
    root.insertAdjacentHTML(
      "beforeend",
      `<form><button id="send" type="submit">Send</button></form>`,
    );
    const earlyPress = rememberEarlyPress(root);
    root.querySelector("form")!.addEventListener("submit", (event) => event.preventDefault());
    byId("menu").click();
    byId("send").click();
    const replay = earlyPress.handOver();
    const menu = countClicks(byId("menu"));
    const send = countClicks(byId("send"));

    replay();
    expect(menu).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });
});
