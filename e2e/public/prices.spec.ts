// Issue 40, item 11: prices as the visitor reads them. Right to left the currency stays one unit
// ("US$", not "$US"); the price hint speaks of the list's currency; and a visitor's region, where
// the browser names it, decides the format (a German from Germany reads "49,99 €", an Austrian
// "€ 49,99") — on the server's first HTML as after the scripts (docs/decisions/075).
import { apiAddItem, apiCreateList, apiUpdateList } from "../support/api";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe("an Arabic page", () => {
  test.use({ locale: "ar" });

  test("writes a dollar price as US$, not $US", async ({ request, listPage }) => {
    const list = await apiCreateList(request);
    await apiUpdateList(request, list, { currency: "USD" });
    await apiAddItem(request, list, { title: "LEGO", price: 12.5 });
    await listPage.open(list.slug);
    const price = listPage.card("LEGO").price;
    await expect(price).toContainText("12.50");
    // where the letters and the sign are drawn: "US$" reads left to right, the $ after the S
    const [u, s, dollar] = await price.evaluate((element) => {
      const text = element.querySelector("bdi")!.firstChild!;
      const content = text.textContent!;
      const at = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().left;
      };
      return [at(content.indexOf("U")), at(content.indexOf("S")), at(content.indexOf("$"))];
    });
    expect(s).toBeGreaterThan(u);
    expect(dollar).toBeGreaterThan(s);
  });
});

for (const [browser, currency, example] of [
  ["en-GB", "USD", "US$20"],
  ["en-GB", "GBP", "£20"],
  ["en-US", "USD", "$20"],
] as const) {
  test.describe(`an ${browser} owner`, () => {
    test.use({ locale: browser });

    test(`is given a price example in the list's currency (${currency})`, async ({ request, listPage }) => {
      const list = await apiCreateList(request);
      await apiUpdateList(request, list, { currency });
      await listPage.openAsOwner(list);
      await expect(listPage.firstWishForm.priceInput).toHaveAccessibleDescription(
        `A number such as 19.90 or a text such as “ca. ${example}”`,
      );
    });
  });
}

for (const [browser, price] of [
  ["de-DE", "49,99\u00a0€"],
  ["de-AT", "€\u00a049,99"],
  ["de-CH", "EUR\u00a049.99"],
] as const) {
  test.describe(`a ${browser} browser`, () => {
    test.use({ locale: browser });

    test(`reads a German page's prices its region's way: ${price}`, async ({ page, request, listPage }) => {
      const list = await apiCreateList(request);
      await apiAddItem(request, list, { title: "LEGO", price: 49.99 });
      // the server's first HTML, before any script, is already right (Accept-Language)
      const html = await (
        await page.request.get(`/web/?slug=${list.slug}`, { headers: { "accept-language": browser } })
      ).text();
      expect(/data-testid="item-price"><bdi>([^<]*)<\/bdi>/.exec(html)?.[1]).toBe(price);
      await listPage.open(list.slug);
      await expect(listPage.documentElement).toHaveAttribute("lang", "de");
      await listPage.waitUntilLive();
      await expect(listPage.card("LEGO").price).toHaveText(price);
    });
  });
}
