/**
 * The first view hydrates after the page's first paint (src/main.ts), so a button tapped before
 * that has no handler yet. This remembers the last button pressed in `container` until React takes
 * over, and presses it again once the page has hydrated: a tap on the menu button opens the menu,
 * only a little later. (Links work without script; React handles presses from hydrateRoot on.)
 */
export function rememberEarlyPress(container: HTMLElement) {
  let pressed: HTMLButtonElement | null = null;
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    // A form's submit button is left to lib/early-submit.ts, which replays the submission itself.
    if (button?.form && button.type === "submit") return;
    if (button && container.contains(button)) pressed = button;
  };
  document.addEventListener("click", remember, { capture: true });
  return {
    /** Stops listening (React's listeners take over) and returns a one-shot replay of the press. */
    handOver(): () => void {
      document.removeEventListener("click", remember, { capture: true });
      let button = pressed;
      return () => {
        if (button?.isConnected) button.click();
        button = null;
      };
    },
  };
}

export type EarlyPress = ReturnType<typeof rememberEarlyPress>;
