import { isAdminLinkHost } from "@/lib/admin-link";
import { adminNavLink } from "./site-nav";

// The header's navigation from the md breakpoint up in the browser (desktop-nav.tsx renders its
// markup): DOM code, not React, on the prerendered markup. Each group (nav-disclosure.tsx) is the
// WAI-ARIA "disclosure navigation" pattern: a button showing or hiding a plain list of links (site
// navigation, so no role=menu). Click, Enter or Space toggles it; ArrowDown on the button opens it and
// focuses the first link; the arrows, Home and End move between links; Escape closes it and gives
// focus back to the button; so do focus leaving the group, a pointer down outside it and following a
// link. One group is open at a time.

/** Where ArrowUp/ArrowDown/Home/End move from link `index` of `count`; undefined for other keys. */
function targetIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case "ArrowDown":
      return Math.min(index + 1, count - 1);
    case "ArrowUp":
      return Math.max(index - 1, 0);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

interface Group {
  /** The button and its list. */
  root: HTMLElement;
  button: HTMLButtonElement;
  list: HTMLElement;
  links: HTMLAnchorElement[];
}

/** Adds the Admin link, looking as the other top-level links, where lib/admin-link.ts allows it. */
function addAdminLink(topLevel: HTMLUListElement, hostname: string) {
  const model = topLevel.querySelector(":scope > li > a")?.parentElement;
  if (!model || !isAdminLinkHost(hostname)) return;
  const item = model.cloneNode(true) as HTMLLIElement;
  const link = item.querySelector("a")!;
  link.href = adminNavLink.href;
  link.textContent = adminNavLink.label;
  link.removeAttribute("aria-current");
  topLevel.append(item);
}

/** Starts the desktop navigation in its island's element; `hostname` decides the Admin link. */
export function startDesktopNav(element: HTMLElement, hostname = window.location.hostname): void {
  const topLevel = element.querySelector("nav > ul");
  if (!(topLevel instanceof HTMLUListElement)) throw new Error("The navigation has no list");
  addAdminLink(topLevel, hostname);

  const groups: Group[] = [...topLevel.querySelectorAll("button[aria-controls]")].map((button) => {
    const list = document.getElementById(button.getAttribute("aria-controls")!)!;
    return {
      root: button.parentElement!,
      button: button as HTMLButtonElement,
      list,
      links: [...list.querySelectorAll("a")],
    };
  });
  let open: Group | undefined;

  const show = (group: Group | undefined) => {
    for (const each of groups) {
      each.button.setAttribute("aria-expanded", String(each === group));
      each.list.hidden = each !== group;
    }
    open = group;
  };
  const closeAndFocusButton = (group: Group) => {
    show(undefined);
    group.button.focus();
  };

  // While a group is open, Escape works wherever focus is (Safari does not focus a clicked button),
  // and a pointer down outside it closes it.
  document.addEventListener("keydown", (event) => {
    if (open && event.key === "Escape") closeAndFocusButton(open);
  });
  document.addEventListener("pointerdown", (event) => {
    if (open && !open.root.contains(event.target as Node)) show(undefined);
  });

  for (const group of groups) {
    const { root, button, links } = group;
    button.addEventListener("click", () => show(open === group ? undefined : group));
    button.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      show(group);
      links[0]?.focus();
    });
    for (const [index, link] of links.entries()) {
      link.addEventListener("click", () => closeAndFocusButton(group));
      link.addEventListener("keydown", (event) => {
        const target = targetIndex(event.key, index, links.length);
        if (target === undefined) return;
        event.preventDefault();
        links[target]?.focus();
      });
    }
    // A null relatedTarget (a click on the list's padding, switching windows) is not leaving:
    // outside clicks are the pointer-down listener's.
    root.addEventListener("focusout", (event) => {
      const next = event.relatedTarget;
      if (open === group && next instanceof Node && !root.contains(next)) show(undefined);
    });
  }
}
