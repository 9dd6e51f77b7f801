/**
 * For a Radix overlay's `onCloseAutoFocus`: Radix puts the focus back on the trigger once the
 * overlay is gone, even when something else took it meanwhile. A navigation started from the overlay
 * (a sidebar link, a menu item) focuses the new page's main heading, so a focus that has moved on
 * from the page's body is kept.
 */
export function keepFocusThatMovedOn(event: Event) {
  const active = document.activeElement;
  if (active && active !== document.body) event.preventDefault();
}
