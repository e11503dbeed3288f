// The one axe check of the e2e specs: serious and critical findings fail the test.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { animationsSettled } from "./animations";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe over the whole page, or only over the parts `include` names (CSS selectors, e.g.
 * "dialog[open]"); `screen` names what was scanned in the failure message.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string, { include = [] as string[] } = {}) {
  // @axe-core/playwright types its Page from its own playwright-core copy; the objects are the same
  // colours are judged once the screen has finished animating in (a dialog fades in)
  await animationsSettled(page);
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]["page"];
  let builder = new AxeBuilder({ page: axePage }).withTags(TAGS);
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious, `${screen}: axe violations`).toEqual([]);
}
