/**
 * Router state that asks the next admin page to put the focus on its main heading (after signing
 * in: the keyboard starts at the top of the new page instead of on the body).
 */
export const focusMainHeadingState = { focusMainHeading: true } as const;

export function wantsMainHeadingFocus(state: unknown): boolean {
  return typeof state === "object" && state !== null && "focusMainHeading" in state;
}
