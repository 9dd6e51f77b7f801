/**
 * Adds `<script src>` to the document once and resolves when it has loaded. The script element itself
 * records the outcome, so every caller (a page visited twice, React's strict-mode double effects)
 * shares one request. A script that fails is removed, so a later visit tries again.
 */
export function loadScriptOnce(src: string): Promise<void> {
  let script = Array.from(document.scripts).find((element) => element.getAttribute("src") === src);
  if (script?.dataset.loaded === "true") return Promise.resolve();
  if (!script) {
    script = document.createElement("script");
    script.src = src;
    script.async = true;
    const added = script;
    added.addEventListener("load", () => (added.dataset.loaded = "true"), { once: true });
    added.addEventListener("error", () => added.remove(), { once: true });
    document.head.append(added);
  }
  const pending = script;
  return new Promise((resolve, reject) => {
    pending.addEventListener("load", () => resolve(), { once: true });
    pending.addEventListener("error", () => reject(new Error(`Could not load the script ${src}`)), {
      once: true,
    });
  });
}
