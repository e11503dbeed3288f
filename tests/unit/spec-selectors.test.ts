// The house rule: a browser spec finds what it tests through a page object (e2e/support/pages/,
// docs/testing.md's table), never by a selector of its own: `page.locator(…)`, `page.getByRole(…)`
// and the other getBy… on a page; the same calls under a page object's parts or any locator
// (`card.root.getByTestId(…)`, `settings.root.getByRole(…)`, `own.getByTestId(…)` on another
// phone's page); and the older selector calls on a page (`page.$(…)`, `page.click("…")`, …). A
// selector in one place is changed in one place when the screen changes (decisions 203 and 205).
// A spec that still held such selectors was listed in OWED with its count; the counts only shrank
// (a spec could not gain one, and one moved into a page object came off its count here) until the
// last were moved. OWED stays, empty, so that the rule's ratchet has its place.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { repoFiles, repoRoot } from "../support/repo-files";

/** A selector call: `.locator(`, `.frameLocator(` or `.getBy…(` on anything, or an older call on a page. */
const SELECTOR = new RegExp(
  String.raw`\.\s*(?:locator|frameLocator|getBy[A-Z]\w*)\s*\(|` +
    String.raw`(?:\bpage|\.page)\s*\.\s*(?:\$\$?(?:eval)?|waitForSelector|` +
    String.raw`click|dblclick|fill|check|uncheck|hover|focus|press|selectOption|tap|type|setInputFiles|` +
    String.raw`dispatchEvent|textContent|innerText|innerHTML|getAttribute|inputValue|is(?:Visible|Hidden|Checked|Enabled|Disabled|Editable))\s*\(`,
  "g",
);

/** Each spec's selectors still owed to a page object (decision 205 counted those under parts too): none. */
const OWED = new Map<string, number>([]);

/** Each spec's selector calls, with the line each one is on. */
const found = new Map(
  repoFiles(["e2e"], /\.spec\.ts$/).map((file) => {
    const text = readFileSync(path.join(repoRoot, file), "utf8");
    const lines = [...text.matchAll(SELECTOR)].map((match) => {
      const line = text.slice(0, match.index).split("\n").length;
      return `line ${line}: ${text.split("\n")[line - 1]!.trim()}`;
    });
    return [file, lines];
  }),
);

const WHAT_TO_DO =
  "give what the selector finds a name in the page object that covers it (a getter, or a method named after " +
  "what the user does, e.g. ItemCard.emailInput, DrawPage.askToRemove; docs/testing.md's table) and use that name";

it("reads the specs and finds a selector where there is one, on a page or under a page object's part", () => {
  expect(found.size).toBeGreaterThan(50);
  const sample = [
    'await page.getByRole("button").click();',
    'await other.page\n  .locator(".x").fill("y");',
    'await expect(card.root.getByTestId("reservers")).toHaveText("Jo");',
    'await expect(own.getByTestId("draw-waiting")).toBeVisible();',
    'await page.click("#save");',
  ].join("\n");
  expect([...sample.matchAll(SELECTOR)]).toHaveLength(5);
  const clean = [
    'await listPage.card("Lamp").reserve();',
    'await page.goto("/web/");',
    'await page.keyboard.press("Tab");',
    "await expect(card.reservedBy).toHaveText(/Anna/);",
    'await expect(listPage.cards.filter({ hasText: "Kite" })).toHaveCount(1);',
  ].join("\n");
  expect([...clean.matchAll(SELECTOR)]).toHaveLength(0);
});

it("lets no spec hold more selectors than it owes", () => {
  const over = [...found].filter(([file, lines]) => lines.length > (OWED.get(file) ?? 0));
  expect(
    over.map(([file, lines]) => `${file}: ${lines.length} (owed ${OWED.get(file) ?? 0})\n    ${lines.join("\n    ")}`),
    WHAT_TO_DO,
  ).toEqual([]);
});

it("owes no more than a spec still holds (a selector moved to a page object comes off here)", () => {
  const paid = [...OWED].filter(([file, owed]) => (found.get(file)?.length ?? 0) < owed);
  expect(
    paid.map(([file, owed]) => `${file}: ${found.get(file)?.length ?? 0} (owed ${owed})`),
    "lower the spec's count in OWED to what it still holds (remove the spec at 0)",
  ).toEqual([]);
});
