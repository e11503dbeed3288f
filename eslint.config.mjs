import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// typescript-eslint + React hooks + Next's own rules. (eslint-config-next pulls a resolver whose
// other-platform binaries this registry lacks, which breaks `npm ci`.)

// Next bundles lib/errors.ts once per route and page: an AppError made by another bundle's copy
// is no instance of this one's (docs/decisions/037-errors-by-code.md).
const NO_APP_ERROR_INSTANCEOF = {
  selector: "BinaryExpression[operator='instanceof'][right.name='AppError']",
  message: "Use isAppError(error) from lib/errors: class identity differs between Next's bundles.",
};

// Every text a user sees is in messages/*.json, in all nine languages (docs/decisions/060): a
// word written into a screen's JSX, or into an attribute a user sees or hears, is one language only.
// (An address's scheme, "https://", is no word.)
const NO_WORDS_IN_JSX = [
  { selector: "JSXText[value=/\\p{L}{2,}/u]", message: "A visible text belongs in messages/*.json (t(...))." },
  {
    selector: "JSXExpressionContainer > Literal[value=/\\p{L}{2,}/u]",
    message: "A visible text belongs in messages/*.json (t(...)).",
  },
  {
    selector:
      "JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label)$/] > Literal[value=/^(?![a-z]+:\\/\\/$).*\\p{L}{2,}/u]",
    message: "A text a user sees or hears belongs in messages/*.json (t(...)).",
  },
];

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      "lib/server/db/generated/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    plugins: { "@next/next": nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", NO_APP_ERROR_INSTANCEOF],
    },
  },
  {
    // the screens (a later block's no-restricted-syntax replaces an earlier one's: both lists here)
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    rules: { "no-restricted-syntax": ["error", NO_APP_ERROR_INSTANCEOF, ...NO_WORDS_IN_JSX] },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error; a promise where a void callback is
    // expected (onClick={async …}) runs unobserved.
    files: ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.mjs", "**/*.cjs"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // the service worker runs in a worker, with the worker's types: its own tsconfig (docs/testing.md)
    files: ["public/sw.js"],
    languageOptions: { parserOptions: { project: "./tsconfig.sw.json", tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
);
