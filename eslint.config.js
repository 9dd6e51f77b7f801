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
    "@/lib/anonymous-rest",
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

// The repository's folders are layers too (docs/architecture.md, "Layers and folders"): src/ and
// supabase/local/ side by side at the bottom, records/ above them, scripts/ above records/, tests/
// above those and e2e/ on top. ESLint's own no-restricted-imports keeps them, beside the
// typescript-eslint one that keeps src's layers.
const notBelow = (...folders) => ({
  regex: `^(\\.\\./)+(${folders.join("|")})/`,
  message: `This folder may not import ${folders.join(", ")}: they are not below it (docs/architecture.md, "Layers and folders").`,
});
// import() is held to the same patterns: ESLint's no-restricted-imports sees only static imports.
const dynamicImports = (patterns) =>
  patterns.map(({ regex, message }) => ({
    selector: `ImportExpression > Literal[value=/${regex.replaceAll("/", "\\x2F")}/]`,
    message,
  }));
const srcBelow = notBelow("supabase", "scripts", "records", "tests", "e2e");
const keepBelow = (...patterns) => ({
  "no-restricted-imports": ["error", { patterns }],
  "no-restricted-syntax": ["error", ...dynamicImports(patterns)],
});
// Inside supabase/local, each layer imports only those before it: core -> db -> http -> the services
// (none importing another) -> stack -> cli and bench.
const localLayers = [
  ["core"],
  ["db"],
  ["http"],
  ["auth", "rest", "storage", "mail"],
  ["stack"],
  ["cli", "bench"],
];
const localBlocks = localLayers.flatMap((layer, index) =>
  layer.map((folder) => {
    const notBefore = [
      ...layer.filter((other) => other !== folder),
      ...localLayers.slice(index + 1).flat(),
    ];
    return {
      files: [`supabase/local/${folder}/**`],
      rules: keepBelow(notBelow("src", "scripts", "records", "tests", "e2e"), {
        regex: `^\\.\\./(${notBefore.join("|")})/`,
        message: `supabase/local/${folder} may not import ${notBefore.join(", ")}: the stack's layers run core -> db -> http -> services -> stack -> cli (docs/architecture.md).`,
      }),
    };
  }),
);

// A support folder sits below the tests beside it: the helpers of tests/, supabase/tests/ and e2e/
// import no test, spec or setup of their folder, so a helper never runs a test file's hooks.
const supportBelow = {
  regex: "^\\.\\./[^./]",
  message:
    "A support folder imports no test, spec or setup beside it: move what they share into support/.",
};

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
  { files: ["src/**"], rules: keepBelow(srcBelow) },
  {
    files: ["src/**/*.tsx"],
    ignores: ["src/components/ui/**"],
    // After src's keepBelow, whose no-restricted-syntax this one replaces: so it repeats its import().
    rules: { "no-restricted-syntax": ["error", ...ownLooks, ...dynamicImports([srcBelow])] },
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
  ...localBlocks,
  { files: ["records/**"], rules: keepBelow(notBelow("scripts", "tests", "e2e")) },
  { files: ["scripts/**", "supabase/fixtures/**"], rules: keepBelow(notBelow("tests", "e2e")) },
  { files: ["tests/**", "supabase/tests/**"], rules: keepBelow(notBelow("e2e")) },
  {
    files: ["tests/support/**", "supabase/tests/support/**"],
    rules: keepBelow(notBelow("e2e"), supportBelow),
  },
  { files: ["e2e/support/**"], rules: keepBelow(supportBelow) },
);
