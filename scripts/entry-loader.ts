// When a prerendered page starts its entry script (src/main.ts): not while the browser parses and
// first paints the page, but once its first contentful paint has been drawn. The page is complete
// without script; the entry only marks its reveals, hydrates its islands once idle and counts the
// visit. Requested during parsing, even at low priority, its download lands before the first paint
// on a phone, and Lighthouse's simulated phone counts it in the page's LCP (docs/measurements.md,
// "Where the LCP difference comes from": 0.20 s over the same page without script). Two animation
// frames after parsing are not enough: Chromium runs them before it presents the first paint (the
// entry was requested 190 ms before it, e2e/hosting.spec.ts). So the page names its entry in a data
// attribute, and a classic inline script of one line imports it from the first contentful paint's
// performance entry, which the browser reports once that paint is presented. The script's text is
// the same on every page, and the hosting headers' CSP allows it by its hash
// (scripts/hosting-headers.ts).
import { earlyEventsGlobal, earlyEventTypes } from "../src/app/public/early-events";
import { inlineScriptSource } from "./inline-script-source";

/**
 * The loader's text. From the first contentful paint's entry (buffered: one reported before the
 * observer is registered counts), once the HTML is parsed (every reveal and island is in the
 * document the entry reads), in a task of its own. A browser that reports no paint timing starts it
 * once the HTML is parsed. A hidden page (one the browser prerenders) paints nothing until it is
 * shown, so its entry waits until then, as its visit count does. Until the entry takes them, it
 * keeps the visitor's presses and submits (src/app/public/early-events.ts), stops a submit inside
 * an island (which would reload the page), and starts the entry at the first of them.
 */
export const entryLoader =
  `((entry)=>{let started=false;const start=()=>{if(!started){started=true;setTimeout(()=>import(entry))}};const parsed=()=>document.readyState==="loading"?document.addEventListener("DOMContentLoaded",start,{once:true}):start();` +
  `const early=[];const keep=(event)=>{if(event.type==="submit"&&event.target.closest("[data-island]"))event.preventDefault();early.push(event);parsed()};for(const type of ${JSON.stringify(earlyEventTypes)})document.addEventListener(type,keep,true);window.${earlyEventsGlobal}=()=>{for(const type of ${JSON.stringify(earlyEventTypes)})document.removeEventListener(type,keep,true);return early};` +
  'PerformanceObserver.supportedEntryTypes?.includes("paint")?new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();parsed()}}).observe({type:"paint",buffered:true}):parsed()})(document.currentScript.dataset.entry)';

/** The element that starts the entry at `src` (a path of the build, "/assets/index-….js"). */
export const entryLoaderScript = (src: string) =>
  `<script data-entry="${src}">${entryLoader}</script>`;

/** The CSP source that allows exactly the loader. */
export const entryLoaderSource = inlineScriptSource(entryLoader);

/** Vite's element for the entry in the built index.html. */
const entryModule = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;

/**
 * `html` (a prerendered page on the built index.html) with its entry started by the loader. A page
 * with no entry, or more than one, or any modulepreload link (which would fetch the modules before
 * the first paint after all), is refused: the build changed in a way this needs to know.
 */
export function withEntryAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(entryModule)];
  if (entries.length !== 1)
    throw new Error(`a page has ${entries.length} entry scripts where the loader expects one`);
  if (/<link[^>]*\brel="modulepreload"/.test(html))
    throw new Error(
      "a page has a modulepreload link, which would fetch its modules before its first paint",
    );
  return html.replace(entryModule, (_element, src: string) => entryLoaderScript(src));
}
