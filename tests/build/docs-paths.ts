// What tests/build/docs-paths.test.ts counts as a path named in a document, and when it exists.

/** Folders the build, the local stack or the tests make: named in the documents, never committed. */
const generated = /^(dist|node_modules|supabase\/\.local|e2e\/\.auth|test-results)(\/|$)/;
/** Names in backticks that look like paths but are none of the repository's: files of the built site
 * (robots.txt, about/index.html), of the examiner's archive (manifest.json, its files/), one a deployer writes
 * (vercel.json), parts of a URL or a User-Agent (rpc/, Mozilla/). */
const notRepositoryPaths = new Set([
  "robots.txt",
  "about/index.html",
  "manifest.json",
  "files/",
  "vercel.json",
  "rpc/",
  "Mozilla/",
]);
const fileName = /\.(ts|tsx|js|mjs|sql|md|json|toml|css|html|sh|pem|zip|txt|svg)$/;

/** The repository paths a Markdown text names in backticks: with a folder (`a/b.ts`, `a/b/`) or a
 * source file's name (`early-press.ts`). Routes (`/fees`), URLs, packages (`@supabase/...`), files
 * outside the repository (`../shared/...`), templates (`<name>`), globs and anything with a space
 * are not paths. */
export function namedPaths(markdown: string): string[] {
  const tokens = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return [
    ...new Set(
      tokens.filter(
        (token) =>
          /^[\w.-]+(\/[\w.@[\]-]+)*\/?$/.test(token) &&
          !token.startsWith("..") &&
          (token.includes("/") || fileName.test(token)) &&
          !generated.test(token) &&
          !notRepositoryPaths.has(token) &&
          !/^\d/.test(token),
      ),
    ),
  ];
}

/** Whether a named path is a file or folder of the tree, from its root or from inside any folder
 * (`components/ui/link.tsx` is src/components/ui/link.tsx). */
export function pathExists(path: string, tree: readonly string[]): boolean {
  const folder = path.endsWith("/") ? path : `${path}/`;
  return tree.some(
    (entry) =>
      entry === path ||
      entry === folder ||
      entry.endsWith(`/${path}`) ||
      entry.endsWith(`/${folder}`),
  );
}
