import type { MouseEvent } from "react";

/** First focusable element of every public page: jumps past the header to the page's <main>. */
export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  // Focus the target directly: a "#main" hash change would be a history navigation for the router.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <a
      href={`#${targetId}`}
      onClick={skip}
      className="sr-only rounded bg-navy-950 text-sm font-semibold text-white shadow-lift focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:px-4 focus:py-3"
    >
      {label}
    </a>
  );
}
