// Comments and docs cite files of this repository (decisions, docs, modules); a cited file that
// does not exist sends the reader nowhere. Only paths inside the repo are cited (decision 026).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { repoFiles, repoRoot as root } from "../support/repo-files";

const SCANNED = [
  "app",
  "components",
  "features",
  "lib",
  "scripts",
  "tests",
  "e2e",
  "docs",
  "bench",
  "deploy",
  "server",
  "README.md",
  "CHANGELOG.md",
  "Containerfile",
  "instrumentation.ts",
  "next.config.ts",
];
const TEXT = /\.(ts|tsx|mts|mjs|md|css|conf|service)$|^Containerfile$/;
const CITED =
  /(?<![\w./-])(?:features|lib|docs|scripts|server|components|app|tests|e2e|bench|deploy|prisma|native)\/[\w./[\]-]+\.(?:ts|tsx|mjs|md|css|json|conf|sql|prisma|service|c)\b/g;

const files = () => repoFiles(SCANNED, TEXT);

it("cites only files that exist", () => {
  const missing: string[] = [];
  let cited = 0;
  for (const file of files()) {
    for (const [reference] of readFileSync(path.join(root, file), "utf8").matchAll(CITED)) {
      cited += 1;
      if (!existsSync(path.join(root, reference))) missing.push(`${file}: ${reference}`);
    }
  }
  expect(cited).toBeGreaterThan(50);
  expect(missing).toEqual([]);
});

it("never cites the original spec outside the repository", () => {
  const originals = ["shared", "spec"].join("/"); // spelled apart so this file does not cite it
  const outside = files().filter(
    (file) => !file.startsWith("docs/decisions/026") && readFileSync(path.join(root, file), "utf8").includes(originals),
  );
  expect(outside).toEqual([]);
});
