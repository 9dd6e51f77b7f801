/** Logs the path a visitor asked for (spec): only the browser knows it, the page is one for all. */
export function reportMissingPath(): void {
  console.error(
    "404 Error: User attempted to access non-existent route:",
    window.location.pathname,
  );
}
