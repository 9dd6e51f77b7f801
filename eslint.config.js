import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// design.md: imports flow one way, app -> pages -> features -> components/lib/content.
// A feature is used through its index.ts (what public pages may use, rendered at build time), its
// islands.ts (what a visitor's browser loads: a public page's islands) or, for its admin screens'
// parts, its admin.ts (so no public page's chunk holds admin code); Supabase is reached only from a
// feature's api layer.
const layer = (name) => ({
  group: [`@/${name}`, `@/${name}/**`],
  message: `This layer may not import from src/${name}.`,
});
const deepFeatureImport = {
  group: ["@/features/*/**", "!@/features/*/admin", "!@/features/*/islands"],
  message:
    "Import a feature through its index.ts (@/features/<name>), islands.ts (@/features/<name>/islands: what a visitor's browser loads) or admin.ts (@/features/<name>/admin), not its internal files.",
};
// A module handed a client may name its type (content-history's readers serve the browser and the
// scripts alike); importing the client itself is the api layer's.
const supabaseOutsideApi = {
  group: [
    "@/lib/supabase",
    "@/lib/public-supabase",
    "@supabase/supabase-js",
    "@supabase/postgrest-js",
  ],
  allowTypeImports: true,
  message: "Only a feature's api/ files talk to Supabase; use the hooks and functions they export.",
};
// The site's Content-Security-Policy forbids eval: schemas are made with the zod of src/lib/zod.ts,
// which is configured not to try it.
const zodOutsideLib = {
  name: "zod",
  message:
    'Import { z } from "@/lib/zod": it keeps zod from trying eval, which the site\'s policy forbids.',
};
// One design: headings, alerts and their looks come from the primitives of src/components/ui
// (Heading, CardTitle, LoadError, Alert), so a screen cannot drift into a look of its own.
const ownLooks = [
  {
    selector: "JSXOpeningElement[name.name=/^h[1-6]$/] > JSXAttribute[name.name='className']",
    message:
      "Style a heading through the primitives: <CardTitle> for a card's, <Heading level size> for any other.",
  },
  {
    // On an HTML element: <Alert role="alert"> is the primitive doing it.
    selector:
      "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name='role'][value.value='alert']",
    message:
      'Announce a failure with <LoadError> (size="inline" for one line in a form or a section) or an <Alert>.',
  },
];
const restrict = (...patterns) => ({
  "@typescript-eslint/no-restricted-imports": ["error", { patterns, paths: [zodOutsideLib] }],
});

// The repository's folders are layers too (docs/architecture.md): src/ and supabase/local/ at the
// bottom, records/ above them, scripts/ above records/, tests/ and e2e/ on top. ESLint's own
// no-restricted-imports keeps them, beside the typescript-eslint one that keeps src's layers.
const above = (...folders) => ({
  regex: `^(\\.\\./)+(${folders.join("|")})/`,
  message: `A lower layer may not import ${folders.join(", ")} (docs/architecture.md, "Layers and folders").`,
});
const keepBelow = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
// Inside supabase/local: core -> db -> http -> services -> stack -> cli.
const localLayer = (...folders) => ({
  regex: `^\\.\\./(${folders.join("|")})/`,
  message: `This layer of supabase/local may not import ${folders.join(", ")} (docs/architecture.md).`,
});
const localServices = ["auth", "rest", "storage", "mail"];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      "supabase/.local",
      "playwright-report",
      "test-results",
      "coverage",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    // The integration tests render no React: their use* helpers (useTestStack) register vitest hooks.
    ignores: ["tests/integration/**"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["src/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["src/**/*.tsx"],
    ignores: ["src/components/ui/**"],
    rules: { "no-restricted-syntax": ["error", ...ownLooks] },
  },
  { files: ["src/app/**"], rules: restrict(deepFeatureImport, supabaseOutsideApi) },
  { files: ["src/pages/**"], rules: restrict(layer("app"), deepFeatureImport, supabaseOutsideApi) },
  {
    files: ["src/features/*/api/**"],
    rules: restrict(layer("app"), layer("pages"), deepFeatureImport),
  },
  {
    files: ["src/features/**"],
    ignores: ["src/features/*/api/**"],
    rules: restrict(layer("app"), layer("pages"), deepFeatureImport, supabaseOutsideApi),
  },
  {
    files: ["src/components/**", "src/lib/**", "src/content/**"],
    rules: restrict(layer("app"), layer("pages"), layer("features")),
  },
  {
    files: ["src/components/**", "src/content/**"],
    rules: restrict(layer("app"), layer("pages"), layer("features"), supabaseOutsideApi),
  },
  { files: ["src/lib/zod.ts"], rules: { "@typescript-eslint/no-restricted-imports": "off" } },
  { files: ["src/**"], rules: keepBelow(above("scripts", "records", "tests", "e2e")) },
  {
    files: ["supabase/local/**"],
    ignores: ["supabase/local/core/**"],
    rules: keepBelow(above("scripts", "records", "tests", "e2e")),
  },
  {
    // The services' context names the mailer's type (typescript-eslint's rule can allow a type).
    files: ["supabase/local/core/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            above("scripts", "records", "tests", "e2e"),
            localLayer("http", "auth", "rest", "storage", "stack", "cli"),
            { ...localLayer("mail"), allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ["supabase/local/db/**", "supabase/local/http/**"],
    rules: keepBelow(
      above("scripts", "records", "tests", "e2e"),
      localLayer(...localServices, "stack", "cli"),
    ),
  },
  {
    files: localServices.map((service) => `supabase/local/${service}/**`),
    rules: keepBelow(above("scripts", "records", "tests", "e2e"), localLayer("stack", "cli")),
  },
  { files: ["records/**"], rules: keepBelow(above("scripts", "tests", "e2e")) },
  { files: ["scripts/**"], rules: keepBelow(above("tests", "e2e")) },
);
