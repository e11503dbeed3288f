// docs/testing.md's table of page objects is where a new test's author looks for the one that fits
// before writing selectors into a spec: every page object in e2e/support/pages/ has its row there.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { repoRoot } from "../support/repo-files";

const pages = readdirSync(path.join(repoRoot, "e2e/support/pages"))
  .filter((name) => name.endsWith(".ts"))
  .map((name) => name.replace(/\.ts$/, ""));
const doc = readFileSync(path.join(repoRoot, "docs/testing.md"), "utf8");
const rows = new Set([...doc.matchAll(/^\| `(\w+)` +\|/gm)].map((match) => match[1]!));

it("reads the page objects and the table (the check below sees real rows)", () => {
  expect(pages).toContain("ListPage");
  expect(rows.has("ListPage")).toBe(true);
});

it("gives every page object of e2e/support/pages/ its row in docs/testing.md", () => {
  expect(pages.filter((name) => !rows.has(name))).toEqual([]);
});
