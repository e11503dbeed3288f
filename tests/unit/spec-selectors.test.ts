// The house rule: a browser spec finds what it tests through a page object (e2e/support/pages/,
// docs/testing.md's table), never by a selector of its own on the page: `page.locator(…)`,
// `page.getByRole(…)` and the other getBy… on `page` or on a page object's `.page`, and the
// older selector calls (`page.$(…)`, `page.click("…")`, …). A selector in one place is changed in
// one place when the screen changes. The specs that still hold such selectors are listed in OWED
// with their count; the counts only shrink: a spec may not gain one, and one moved into a page
// object must come off its count here (the spec with none leaves the list).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { repoFiles, repoRoot } from "../support/repo-files";

/** A selector call on a Playwright page: `page.` or `<something>.page.`, the call's name, `(`. */
const RAW_SELECTOR = new RegExp(
  String.raw`(?:\bpage|\.page)\s*\.\s*(?:locator|frameLocator|getBy[A-Z]\w*|\$\$?(?:eval)?|waitForSelector|` +
    String.raw`click|dblclick|fill|check|uncheck|hover|focus|press|selectOption|tap|type|setInputFiles|` +
    String.raw`dispatchEvent|textContent|innerText|innerHTML|getAttribute|inputValue|is(?:Visible|Hidden|Checked|Enabled|Disabled|Editable))\s*\(`,
  "g",
);

/** When the rule came (2026-11-30): each spec's selectors still owed to a page object. */
const OWED = new Map([
  ["e2e/owner/phone.spec.ts", 1],
  ["e2e/owner/pictures.spec.ts", 1],
  ["e2e/owner/polish.spec.ts", 2],
  ["e2e/public/first-sight-layout.spec.ts", 3],
  ["e2e/public/first-sight.spec.ts", 4],
  ["e2e/public/group-gifts.spec.ts", 2],
  ["e2e/public/language.spec.ts", 5],
  ["e2e/public/languages.spec.ts", 1],
  ["e2e/public/narrow-phones.spec.ts", 1],
  ["e2e/public/schemes.spec.ts", 3],
]);

const counts = new Map(
  repoFiles(["e2e"], /\.spec\.ts$/).map((file) => {
    const text = readFileSync(path.join(repoRoot, file), "utf8");
    return [file, [...text.matchAll(RAW_SELECTOR)].length];
  }),
);

it("reads the specs and finds a raw selector where there is one", () => {
  expect(counts.size).toBeGreaterThan(50);
  const sample = 'await page.getByRole("button").click();\nawait other.page\n  .locator(".x").fill("y");';
  expect([...sample.matchAll(RAW_SELECTOR)]).toHaveLength(2);
  const clean = 'await listPage.card("Lamp").reserve();\nawait page.goto("/web/");\nawait page.keyboard.press("Tab");';
  expect([...clean.matchAll(RAW_SELECTOR)]).toHaveLength(0);
});

it("lets no spec use more selectors on the page than it owes", () => {
  const over = [...counts].filter(([file, count]) => count > (OWED.get(file) ?? 0));
  expect(over.map(([file, count]) => `${file}: ${count} (owed ${OWED.get(file) ?? 0})`)).toEqual([]);
});

it("owes no more than a spec still holds (a selector moved to a page object comes off here)", () => {
  const paid = [...OWED].filter(([file, owed]) => (counts.get(file) ?? 0) < owed);
  expect(paid.map(([file, owed]) => `${file}: ${counts.get(file) ?? 0} (owed ${owed})`)).toEqual([]);
});
