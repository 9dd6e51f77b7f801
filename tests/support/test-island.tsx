// Islands for the runtime's tests (tests/app/islands-runtime.test.tsx): a form and a button that
// record what React handled, so a test can count what was sent before and after hydration; and a
// button whose code is DOM code.
import { island, type StartIsland } from "@/lib/island";

/** What the island's handlers received, in order: each address sent, and "pressed". */
export const handled: string[] = [];

export const TestIsland = island(function TestIsland() {
  return (
    <form
      aria-label="Stay updated"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        handled.push(String(new FormData(event.currentTarget).get("email")));
      }}
    >
      <input name="email" aria-label="Email" defaultValue="reader@example.com" />
      <button type="submit">Subscribe</button>
      <button type="button" onClick={() => handled.push("pressed")}>
        Press
      </button>
    </form>
  );
});

/** The DOM code of an island that is a button, prerendered as `<button type="button">Press</button>`. */
export const startPressButton: StartIsland = (element) =>
  element.querySelector("button")!.addEventListener("click", () => handled.push("pressed"));
