import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe-core over the whole page; serious and critical findings fail the test. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string) {
  // @axe-core/playwright types its Page from its own playwright-core copy; the objects are the same
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]["page"];
  const results = await new AxeBuilder({ page: axePage })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious, `${screen}: axe violations`).toEqual([]);
}
