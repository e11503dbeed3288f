// Every line is type-checked (docs/decisions/112-every-line-checked.md): no file opts out with a
// `// @ts-nocheck`. The benchmarks and the release fillers were the last to (their JSDoc types owed
// until 2026-11-30); ESLint's ban-ts-comment refuses the comment too, this check says why.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { repoFiles, repoRoot } from "../support/repo-files";

const OPT_OUT = /^\/\/ @ts-nocheck\b/m;

const sources = repoFiles(
  ["app", "components", "features", "lib", "server", "scripts", "tests", "e2e", "bench"],
  /\.(ts|tsx|mts|mjs|cjs|js)$/,
);

it("reads the sources, the benchmarks and fillers among them, and knows an opt-out when it sees one", () => {
  expect(sources).toContain("bench/server.mjs");
  expect(sources).toContain("tests/releases/fill.mjs");
  expect(OPT_OUT.test("#!/usr/bin/env node\n// @ts-nocheck -- its types are owed\nimport x from 'y';")).toBe(true);
  expect(OPT_OUT.test("// a comment that mentions // @ts-nocheck in passing")).toBe(false);
});

it("lets no file opt out of the type check", () => {
  const unchecked = sources.filter((file) => OPT_OUT.test(readFileSync(path.join(repoRoot, file), "utf8")));
  expect(unchecked).toEqual([]);
});
