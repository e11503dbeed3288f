// Comments and docs cite files of this repository (decisions, docs, modules); a cited file that
// does not exist sends the reader nowhere. Only paths inside the repo are cited (decision 026).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
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
const SKIP = new Set(["node_modules", "generated", "generated-pg", ".next"]);
const TEXT = /\.(ts|tsx|mts|mjs|md|css|conf|service)$|^Containerfile$/;
const CITED =
  /(?<![\w./-])(?:features|lib|docs|scripts|server|components|app|tests|e2e|bench|deploy|prisma|native)\/[\w./[\]-]+\.(?:ts|tsx|mjs|md|css|json|conf|sql|prisma|service|c)\b/g;

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => (SKIP.has(name) ? [] : files(path.join(entry, name))));
}

it("cites only files that exist", () => {
  const missing: string[] = [];
  let cited = 0;
  for (const file of SCANNED.flatMap(files)) {
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
  const outside = SCANNED.flatMap(files).filter(
    (file) => !file.startsWith("docs/decisions/026") && readFileSync(path.join(root, file), "utf8").includes(originals),
  );
  expect(outside).toEqual([]);
});
