// docs/architecture.md is the newcomer's map of the code; a map that names files or functions
// that are gone sends them nowhere (decision 001's first two maps did). Every span it gives in code
// format must exist: a path in the repository, or a name somewhere in the source (issue 52).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { repoFiles, repoRoot as root } from "../support/repo-files";

const map = readFileSync(path.join(root, "docs/architecture.md"), "utf8");
const SOURCES = ["app", "features", "lib", "server", "components", "scripts", "tests", "prisma"];

/** The text of every source file, to find a name in. */
const sourceText = () =>
  repoFiles(SOURCES, /\.(ts|tsx|mjs|sql|prisma)$/).map((file) => readFileSync(path.join(root, file), "utf8"));

/** The spans in code format outside fenced blocks; commands and address paths (spaces, `/…`) are prose. */
const spans = [...map.replace(/^```[\s\S]*?^```/gm, "").matchAll(/`([^`\n]+)`/g)]
  .map((match) => match[1]!)
  .filter((span) => !/[\s<=]/.test(span) && !span.startsWith("/"));

const isPath = (span: string) => span.includes("/") || /\.(ts|tsx|mjs|md|json|sql)$/.test(span);

it("reads the map's paths and names (the checks below see real spans)", () => {
  expect(spans.filter(isPath).length).toBeGreaterThan(50);
  expect(spans.filter((span) => !isPath(span)).length).toBeGreaterThan(10);
});

it("names only paths that exist", () => {
  const missing = spans.filter(isPath).filter((span) => !existsSync(path.join(root, span)));
  expect(missing).toEqual([]);
});

it("names only functions, types, fields and settings the source has", () => {
  const source = sourceText().join("\n");
  const missing = spans
    .filter((span) => !isPath(span))
    .filter((span) => !new RegExp(`(?<![\\w-])${span.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`).test(source));
  expect(missing).toEqual([]);
});
