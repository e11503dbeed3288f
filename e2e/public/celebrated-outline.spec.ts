// A list for a child, on a small phone in Spanish: the child's own view (decision 123) reads to a
// screen reader as an outline without gaps, whether the wishes are in sections or not.
import { apiAddItem, apiCelebratedLink, apiCreateList } from "../support/api";
import { headingSkips } from "../support/headings";
import { CelebratedPage } from "../support/pages/CelebratedPage";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, locale: "es-ES" });

test("the child's view leaves no heading level out, with and without sections", async ({ request, page }) => {
  const list = await apiCreateList(request, "Cumpleaños de Lucía");
  await apiAddItem(request, list, { title: "Bicicleta", price: "120" });
  await apiAddItem(request, list, { title: "Libro de dinosaurios", section: "Libros" });
  const link = await apiCelebratedLink(request, list);
  const lucia = new CelebratedPage(page, "es");
  await page.goto(link);
  await expect(lucia.wishes).toHaveCount(2);
  // a wish outside any section comes right under the page's title; one in "Libros" under its section
  expect(await headingSkips(lucia.screen)).toEqual([]);
});
