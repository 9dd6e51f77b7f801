/**
 * Marks every fading reveal of the page (components/motion/reveal.tsx) `data-revealed` the first
 * time it scrolls into view, once its top has passed the lowest sixth of the viewport; the CSS
 * transition of [data-reveal] does the rest. Where the browser cannot observe that, they are shown.
 */
export function revealOnScroll(root: ParentNode = document): void {
  const reveals = root.querySelectorAll('[data-reveal="fade"]');
  if (reveals.length === 0) return;
  const show = (element: Element) => element.setAttribute("data-revealed", "");
  if (typeof IntersectionObserver === "undefined") {
    reveals.forEach(show);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        show(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -15% 0px" },
  );
  reveals.forEach((element) => observer.observe(element));
}
