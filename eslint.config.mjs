import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// typescript-eslint + React hooks + Next's own rules. (eslint-config-next pulls a resolver whose
// other-platform binaries this registry lacks, which breaks `npm ci`.)
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
      // Next bundles lib/errors.ts once per route and page: an AppError made by another bundle's copy
      // is no instance of this one's (docs/decisions/037-errors-by-code.md).
      "no-restricted-syntax": [
        "error",
        {
          selector: "BinaryExpression[operator='instanceof'][right.name='AppError']",
          message: "Use isAppError(error) from lib/errors: class identity differs between Next's bundles.",
        },
      ],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error; a promise where a void callback is
    // expected (onClick={async …}) runs unobserved.
    files: ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.mjs"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // Benchmarks and fixture fillers whose JSDoc types are still owed (docs/decisions/112): a
    // file-wide @ts-nocheck with its reason, and only there.
    files: ["bench/**/*.mjs", "tests/releases/**/*.mjs"],
    rules: { "@typescript-eslint/ban-ts-comment": ["error", { "ts-nocheck": "allow-with-description" }] },
  },
);
