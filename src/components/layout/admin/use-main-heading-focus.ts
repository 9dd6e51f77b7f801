import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * Moves the focus to the page's main heading (its h1, tabIndex -1) inside `mainId` after every
 * navigation in the admin shell, as accessible single-page apps do: a screen reader announces the
 * new page, and Tab continues from its top. A change of the query alone (a tab, a filter) stays on
 * the page and keeps the focus where it is; following a link to the page already shown moves it.
 */
export function useMainHeadingFocus(mainId: string) {
  const location = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.key === location.key) return;
    if (before.pathname === location.pathname && before.search !== location.search) return;
    document.getElementById(mainId)?.querySelector<HTMLElement>("h1")?.focus();
  }, [location, mainId]);
}
