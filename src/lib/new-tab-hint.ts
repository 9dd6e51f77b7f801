import { createContext, useContext } from "react";

/**
 * What screen readers hear after a link that opens a new tab, "(opens in a new tab)": published
 * content (the layout's), which the prerenderer and the page preview provide.
 */
export const NewTabHint = createContext("");

export const useNewTabHint = () => useContext(NewTabHint);
