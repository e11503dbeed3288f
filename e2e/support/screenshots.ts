// Screenshots for a human look: kept in the test's output folder and attached to the report.
import type { Page, TestInfo } from "@playwright/test";

/** The whole page, or (fullPage: false) what the viewport shows, e.g. a modal dialog. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}) {
  const path = testInfo.outputPath(`${name}.png`);
  const body = await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { body, contentType: "image/png" });
}
