// Helpers for the owner-mode specs (issue 4).
import { expect, type Page } from "@playwright/test";
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
