// Moving from one public page to the next: every public page is a document of its own (the islands
// design, src/lib/island.tsx), and the browser prerenders the page a link leads to as soon as the
// visitor shows the intent to follow it (a pointer resting on it, a finger or a key going down on
// it), with the Speculation Rules API, so following it shows the page at once. docs/architecture.md
// "Moving between pages" has the measurements behind this choice. Chromium browsers read the rules;
// others load the page when the link is followed, a plain navigation.
import { appShellPrefix } from "../src/app/router/app-shell";
import { inlineScriptSource } from "./inline-script-source";

/** The rules: prerender, with moderate eagerness, any link to a page of this site but the admin area's. */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: `${appShellPrefix}{/*}?` } },
          // In-page links (the skip link, a legal page's contents) are not another page.
          { not: { selector_matches: 'a[href^="#"]' } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/** The element each prerendered page carries in its <head>. */
export const speculationRulesScript = `<script type="speculationrules">${speculationRules}</script>`;

/** The CSP source that allows exactly this inline script. */
export const speculationRulesSource = inlineScriptSource(speculationRules);
