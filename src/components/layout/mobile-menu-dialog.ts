import { isAdminLinkHost } from "@/lib/admin-link";
import { wideScreenQuery } from "@/lib/wide-screen";
import { adminNavLink } from "./site-nav";

// The phone menu in the browser (mobile-menu.tsx renders its button and, in a <template>, its
// panel): DOM code, not React. The first tap puts the panel, a native <dialog>, in the page; each
// tap opens it as a modal, which keeps focus inside it, makes the page behind it inert, and closes on
// Escape. It also closes on its close button, a link followed, a tap on the backdrop and the screen
// growing to the desktop layout; focus then goes back to the menu button. The page behind does not
// scroll while it is open.

/** The Admin link below the panel's two buttons: a quiet, centred line. */
const adminLinkClass =
  "flex min-h-11 items-center justify-center rounded px-3 text-sm font-medium text-navy-600 transition-colors hover:bg-navy-50";

/** The panel from the island's <template>, put in the page after it, with the Admin link where it may show. */
function insertPanel(element: HTMLElement, hostname: string): HTMLDialogElement {
  const template = element.querySelector("template");
  const panel = template?.content.firstElementChild;
  if (!(panel instanceof HTMLDialogElement)) throw new Error("The phone menu has no panel");
  const dialog = document.importNode(panel, true);
  if (isAdminLinkHost(hostname)) {
    const link = document.createElement("a");
    link.href = adminNavLink.href;
    link.className = adminLinkClass;
    link.textContent = adminNavLink.label;
    dialog.querySelector("[data-menu-actions]")?.append(link);
  }
  template!.after(dialog);
  return dialog;
}

/** Starts the phone menu in its island's element; `hostname` decides the Admin link. */
export function startMobileMenu(element: HTMLElement, hostname = window.location.hostname): void {
  const button = element.querySelector("button");
  if (!button) throw new Error("The phone menu has no button");
  const wideScreen = window.matchMedia(wideScreenQuery);
  let dialog: HTMLDialogElement | undefined;

  const closeOnWideScreen = (event: MediaQueryListEvent) => {
    if (event.matches) dialog?.close();
  };
  const onClose = () => {
    button.setAttribute("aria-expanded", "false");
    button.removeAttribute("aria-controls");
    document.documentElement.style.removeProperty("overflow");
    wideScreen.removeEventListener("change", closeOnWideScreen);
    button.focus();
  };

  button.addEventListener("click", () => {
    if (!dialog) {
      dialog = insertPanel(element, hostname);
      const panel = dialog;
      panel.addEventListener("close", onClose);
      panel.addEventListener("click", (event) => {
        const target = event.target as Element;
        // The dialog itself is only ever the target of a click on its backdrop.
        if (target === panel || target.closest("a[href], [data-menu-close]")) panel.close();
      });
    }
    dialog.showModal();
    button.setAttribute("aria-expanded", "true");
    button.setAttribute("aria-controls", dialog.id);
    document.documentElement.style.overflow = "hidden";
    wideScreen.addEventListener("change", closeOnWideScreen);
  });
}
