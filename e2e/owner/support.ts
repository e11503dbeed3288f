// Helpers for the owner-mode specs (issue 4).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import type { TestList } from "../support/api";

/** Opens the list as its owner the way the create screen does: the token in the fragment. */
export async function openAsOwner(page: Page, list: TestList) {
  await page.goto(`/web/?slug=${list.slug}#edit=${list.editToken}`);
  await expect(ownerTools(page)).toBeVisible();
}

export const ownerTools = (page: Page) => page.getByRole("region", { name: "Owner tools" });

/** The item titles in the order the page shows them (a linked title also says "opens in a new tab"). */
export async function expectTitles(page: Page, titles: string[]) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page.getByTestId("item-card").locator(".item-title")).toHaveText(
    titles.map((title) => new RegExp(`^${escape(title)}(?:\\s*↗|$)`)),
  );
}

export async function storedToken(page: Page, slug: string): Promise<string | undefined> {
  const map = await page.evaluate(
    () => JSON.parse(localStorage.getItem("wunschliste.edit_token") ?? "{}") as Record<string, string>,
  );
  return map[slug];
}

/** axe over the given parts of the page; serious and critical findings fail the test. */
export async function expectNoSeriousViolations(page: Page, selectors: string[], screen: string) {
  // @axe-core/playwright resolves its own playwright-core copy; the Page is the same object at runtime
  let builder = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "best-practice",
  ]);
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious, `${screen}: axe violations`).toEqual([]);
}

/** A screenshot (the whole page, or what a modal dialog shows), attached to the report and kept in the test's output folder. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}) {
  const path = testInfo.outputPath(`${name}.png`);
  const body = await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { body, contentType: "image/png" });
}
