// The house rule: no source file over 300 lines (issue 52; docs/architecture.md). Generated files,
// tests and the message catalogues are not written by hand and are not counted.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const SOURCES = ["app", "components", "features", "lib", "server", "scripts", "proxy.ts", "instrumentation.ts"];
const SKIP = new Set(["node_modules", "generated", "generated-pg", ".next"]);
const SOURCE = /\.(ts|tsx|mts|mjs|js|css)$/;
const NOT_WRITTEN_BY_HAND = /\.(test|spec)\.tsx?$|\.generated\.ts$|\.d\.ts$/;
const MAX_LINES = 300;

function sources(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return SOURCE.test(entry) && !NOT_WRITTEN_BY_HAND.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => (SKIP.has(name) ? [] : sources(path.join(entry, name))));
}

const lengths = new Map(
  SOURCES.flatMap(sources).map((file) => [file, readFileSync(path.join(root, file), "utf8").split("\n").length - 1]),
);

it("reads the source files (the check below sees real files)", () => {
  expect(lengths.size).toBeGreaterThan(300);
  expect(lengths.get("lib/errors.ts")).toBeGreaterThan(100);
});

it("keeps every source file at 300 lines or fewer", () => {
  const over = [...lengths].filter(([, lines]) => lines > MAX_LINES);
  expect(over.map(([file, lines]) => `${file}: ${lines} lines`)).toEqual([]);
});
