// Decision 188: a typed text reads in its own direction, whatever the page's language: a Latin name
// in an Arabic page starts at the left, an Arabic one in a German page at the right.
import { apiAddItem, apiCreateList } from "../support/api";
import { expect, test } from "../support/test";
import type { Locator } from "@playwright/test";

// the direction it is drawn in: where the text and the caret start
const direction = (input: Locator) => input.evaluate((element) => getComputedStyle(element).direction);

for (const { locale, page: pageDirection, typed, expected } of [
  { locale: "ar", page: "rtl", typed: "Anna Müller", expected: "ltr" },
  { locale: "de-DE", page: "ltr", typed: "سارة الأحمد", expected: "rtl" },
] as const) {
  test.describe(`a page in ${locale}`, () => {
    test.use({ locale });

    test(`an empty name field reads ${pageDirection}, one typed as "${typed}" ${expected}`, async ({
      request,
      listPage,
    }) => {
      const list = await apiCreateList(request);
      await apiAddItem(request, list, { title: "Teapot" });
      await listPage.open(list.slug);
      const card = listPage.card("Teapot");
      await card.openForm();
      // empty, it reads as the page does: its placeholder is in the page's language
      expect(await direction(card.nameInput)).toBe(pageDirection);
      await card.nameInput.fill(typed);
      await expect.poll(() => direction(card.nameInput)).toBe(expected);
    });
  });
}
