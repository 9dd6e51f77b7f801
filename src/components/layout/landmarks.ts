// The ids of a public page's landmarks, shared by the layout that renders them and the page's head
// (scripts/page-head.ts), which names the footer's.

/** The page's <main>: the skip link's target. */
export const mainId = "main";

/**
 * The page's <footer>, the first element after the main content. The head holds the page's first
 * render until the parser reaches it (`<link rel="expect" blocking="render">`), so everything above
 * the footer is laid out whole the first time it is drawn: a part already drawn can never move when
 * a later part arrives (on /contact, the side column parsed after the contact details stretched
 * their row and moved them 17 px down).
 */
export const footerId = "site-footer";
