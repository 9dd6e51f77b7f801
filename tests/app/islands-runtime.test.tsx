// The islands' runtime (src/app/public/islands-runtime.ts) in jsdom: a press or a submit inside an island
// before its code has it (or before the runtime itself ran, kept by the page's loader) is kept (the
// page does not reload) and done again, once, when the island has hydrated; after that React alone handles it; an island of DOM code likewise.
// The island's code is held back until the test lets it load, as a slow network would; the page never
// becomes idle, so only the visitor's action loads it.
import { screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startIslands } from "@/app/public/islands-runtime";
import { handled, TestIsland } from "../support/test-island";

const code = vi.hoisted(() => {
  let release = () => {};
  let arrived = Promise.resolve();
  return {
    /** Whether the page is idle at once (it never becomes idle otherwise). */
    pageIdle: false,
    holdBack() {
      arrived = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
    arrival: () => arrived,
  };
});

vi.mock("@/lib/page-idle", () => ({
  whenPageIdle: () => (code.pageIdle ? Promise.resolve() : new Promise<void>(() => {})),
}));
vi.mock("@/app/public/islands", () => ({
  isIslandName: (name: string) => name === "test-island" || name === "press-button",
  isDomIslandName: (name: string) => name === "press-button",
  reactIslandLoaders: {
    "test-island": async () => {
      await code.arrival();
      return (await import("../support/test-island")).TestIsland;
    },
  },
  domIslandLoaders: {
    "press-button": async () => {
      await code.arrival();
      return (await import("../support/test-island")).startPressButton;
    },
  },
}));

/**
 * The page as the prerenderer writes it: the island's markup in an element that names it. `before`:
 * what the visitor does before the runtime starts, returning the events the page's loader kept.
 */
function prerenderedPage(
  name = "test-island",
  markup = renderToString(<TestIsland.Component />),
  hydrateOn = "idle",
  before: () => Event[] = () => [],
) {
  const root = document.body.appendChild(document.createElement("div"));
  root.id = "root";
  root.dataset.path = "/fees";
  root.innerHTML = `<main><div data-island="${name}" data-hydrate="${hydrateOn}">${markup}</div></main>`;
  startIslands(root, before());
  const island = root.querySelector<HTMLElement>("[data-island]")!;
  const hydrated = () =>
    waitFor(() => expect(island).toHaveAttribute("data-hydrated"), { timeout: 15_000 });
  return { island, hydrated };
}

/** Whether the browser would have carried out the submissions since: not prevented by anyone. */
function watchSubmissions() {
  const reloads: SubmitEvent[] = [];
  const record = (event: Event) => {
    if (!event.defaultPrevented) reloads.push(event as SubmitEvent);
    event.preventDefault(); // jsdom cannot navigate
  };
  document.addEventListener("submit", record);
  return { reloads, stop: () => document.removeEventListener("submit", record) };
}

/** Lets React and the runtime do whatever they would still do (a second replay, say). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Lets the island's code arrive; then it has done exactly `expected`, and nothing more after. */
async function onceTheCodeArrives(hydrated: () => Promise<unknown>, expected: string[]) {
  code.release();
  await hydrated();
  await waitFor(() => expect(handled).toEqual(expected), { timeout: 15_000 });
  await settle();
  expect(handled).toEqual(expected);
}

beforeEach(() => {
  handled.length = 0;
  code.pageIdle = false;
  code.holdBack();
});
afterEach(() => {
  code.release();
  document.body.innerHTML = "";
});

describe("startIslands", { timeout: 30_000 }, () => {
  it("keeps a form sent before its island hydrated from reloading the page, and sends it once after", async () => {
    const { hydrated } = prerenderedPage();
    const submissions = watchSubmissions();
    screen.getByRole("button", { name: "Subscribe" }).click();
    expect(submissions.reloads).toEqual([]);
    expect(handled).toEqual([]);

    // A click on a submit button is one submission: not the click replayed and the form sent too.
    await onceTheCodeArrives(hydrated, ["reader@example.com"]);
    expect(submissions.reloads).toEqual([]);
    submissions.stop();
  });

  it("presses a button pressed before its island hydrated once it has, once", async () => {
    const { hydrated } = prerenderedPage();
    screen.getByRole("button", { name: "Press" }).click();
    expect(handled).toEqual([]);

    await onceTheCodeArrives(hydrated, ["pressed"]);
  });

  it("handles a press and a form sent before it ran, which the page's loader kept, as if it had been there", async () => {
    const submissions = watchSubmissions();
    const { hydrated } = prerenderedPage(undefined, undefined, undefined, () => {
      // What scripts/entry-loader.ts does until the entry takes its events: keeps every press and
      // submit, and stops a submit inside an island.
      const kept: Event[] = [];
      const keep = (event: Event) => {
        if (event.type === "submit" && (event.target as Element).closest("[data-island]"))
          event.preventDefault();
        kept.push(event);
      };
      for (const type of ["click", "submit"]) document.addEventListener(type, keep, true);
      screen.getByRole("button", { name: "Press" }).click();
      screen.getByRole("button", { name: "Subscribe" }).click();
      for (const type of ["click", "submit"]) document.removeEventListener(type, keep, true);
      return kept;
    });
    expect(submissions.reloads).toEqual([]);
    expect(handled).toEqual([]);

    // The last of them done again, once: the form sent (as a press then a send, live, would be).
    await onceTheCodeArrives(hydrated, ["reader@example.com"]);
    expect(submissions.reloads).toEqual([]);
    submissions.stop();
  });

  it("leaves a hydrated island's submissions to React alone", async () => {
    const { hydrated } = prerenderedPage();
    screen.getByRole("button", { name: "Press" }).click(); // loads the island
    code.release();
    await hydrated();
    await waitFor(() => expect(handled).toEqual(["pressed"]), { timeout: 15_000 });

    screen.getByRole("button", { name: "Subscribe" }).click();
    await settle();
    expect(handled).toEqual(["pressed", "reader@example.com"]);
  });

  it("starts an island of DOM code, and presses a button pressed before its code came, once", async () => {
    const { hydrated } = prerenderedPage("press-button", '<button type="button">Press</button>');
    screen.getByRole("button", { name: "Press" }).click();
    expect(handled).toEqual([]);

    code.release();
    await hydrated();
    await waitFor(() => expect(handled).toEqual(["pressed"]), { timeout: 15_000 });
    await settle();
    expect(handled).toEqual(["pressed"]);
  });

  it("sends nothing for a form that left the page before its island hydrated", async () => {
    const { island } = prerenderedPage();
    screen.getByRole("button", { name: "Subscribe" }).click();
    island.remove();

    code.release();
    await settle();
    await settle();
    expect(handled).toEqual([]);
  });

  it("loads an island that waits for the visitor only when the focus comes into it, though the page is idle", async () => {
    code.pageIdle = true;
    code.release();
    const waiting = prerenderedPage("test-island", undefined, "interaction");
    const atIdle = prerenderedPage("test-island", undefined, "idle");
    // The same island hydrated at idle has its code by now: the other has not.
    await atIdle.hydrated();
    await settle();
    expect(waiting.island).not.toHaveAttribute("data-hydrated");

    waiting.island.querySelector("input")!.focus();
    await waiting.hydrated();
  });
});
