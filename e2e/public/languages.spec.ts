// Issue 29: each new language on the list page (lang, a translated sentence with its plural, a price
// in that language's format and the list's currency), and Arabic mirrored right to left. The
// README's right-to-left screenshot is taken here, so it always shows the current screen.
import path from "node:path";
import type { Locator } from "@playwright/test";
import { textsFor } from "../support/messages";
import { ListPage } from "../support/pages/ListPage";
import { expect, test } from "../support/test";
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList } from "../support/api";
import type { Locale } from "../../lib/locale";

const SCREENSHOTS = path.resolve(import.meta.dirname, "../../docs/screenshots");

/** Spaces of any kind (CLDR uses no-break and narrow no-break ones) and direction marks, evened out. */
const plain = (text: string) =>
  text
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, "")
    .trim();

const CASES: { browser: string; language: Locale; currency: string; price: string; twoWishes: string }[] = [
  { browser: "fr-FR", language: "fr", currency: "EUR", price: "1 234,50 €", twoWishes: "2 envies" },
  { browser: "es-ES", language: "es", currency: "EUR", price: "1234,50 €", twoWishes: "2 deseos" },
  { browser: "it-IT", language: "it", currency: "EUR", price: "1234,50 €", twoWishes: "2 desideri" },
  { browser: "nl-NL", language: "nl", currency: "EUR", price: "€ 1.234,50", twoWishes: "2 wensen" },
  // Polish: two is "few" (życzenia), five would be "many" (życzeń)
  { browser: "pl-PL", language: "pl", currency: "PLN", price: "1234,50 zł", twoWishes: "2 życzenia" },
  // Arabic has a dual: two wishes are one word
  { browser: "ar-EG", language: "ar", currency: "EUR", price: "1,234.50 €", twoWishes: "أمنيتان" },
];

for (const { browser, language, currency, price, twoWishes } of CASES) {
  test.describe(`a ${browser} browser`, () => {
    test.use({ locale: browser });

    test(`sees a list in ${language}: texts, plural and price`, async ({ request, listPage }) => {
      const t = textsFor(language);
      const list = await apiCreateList(request);
      await apiUpdateList(request, list, { currency });
      await apiAddItem(request, list, { title: "LEGO", price: 1234.5 });
      await apiAddItem(request, list, { title: "Buch", price: "ca. 15 €" });
      await listPage.open(list.slug);
      await expect(listPage.documentElement).toHaveAttribute("lang", language);
      await expect(listPage.documentElement).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      await expect(listPage.itemCount).toHaveText(twoWishes);
      await expect(listPage.ownerLoginButton).toBeVisible();
      await expect(listPage.languageSwitcher).toHaveValue(language);
      expect(plain((await listPage.card("LEGO").price.textContent()) ?? "")).toBe(price);
      // a price written as text stays as written, in every language
      await expect(listPage.card("Buch").price).toHaveText("ca. 15 €");
      await expect(listPage.card("LEGO").freeState).toHaveText(t("public.stateFree"));
    });
  });
}

test.describe("a Polish browser", () => {
  test.use({ locale: "pl-PL" });

  test("is offered złoty for a new list; the owner changes the currency and every price follows", async ({
    page,
    request,
    createPage,
    listPage,
  }) => {
    await createPage.open();
    await expect(createPage.currency).toHaveValue("PLN");
    await expect(createPage.chosenCurrency).toHaveText(/^PLN – /);
    await createPage.create({ title: "Urodziny Zosi", password: "owner-pw" });
    await expect(page).toHaveURL(/slug=/);
    const slug = new URL(page.url()).searchParams.get("slug")!;
    const answer = await (await request.get(`/api/list_get.php?slug=${slug}`)).json();
    expect(answer.list.currency).toBe("PLN");

    // the created dialog's code arrives after the page (decision 070): close it once it is there
    await expect(listPage.createdDialog.root).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(listPage.createdDialog.root).toBeHidden();
    await listPage.firstWishForm.add({ title: "Rower", price: "499,99" });
    await expect.poll(async () => plain((await listPage.card("Rower").price.textContent()) ?? "")).toBe("499,99 zł");

    const settings = await listPage.toolbar.openSettings();
    await settings.currency.selectOption("EUR");
    await settings.saveButton.click();
    await expect(settings.root).toBeHidden();
    await expect.poll(async () => plain((await listPage.card("Rower").price.textContent()) ?? "")).toBe("499,99 €");
  });
});

/** Left edge of an element, in CSS pixels. */
const leftOf = async (locator: Locator) => (await locator.boundingBox())!.x;

test.describe("an Arabic browser", () => {
  test.use({ locale: "ar", viewport: { width: 390, height: 844 } });

  test("gets the page mirrored: header, cards, stepper and dialogs run right to left; README screenshot", async ({
    page,
    request,
    listPage,
  }) => {
    const list = await apiCreateList(request, "عيد ميلاد ليلى الثامن", "owner-pw");
    await apiUpdateList(request, list, {
      currency: "AED",
      theme_color: "#0f766e",
      bg_theme: "birthday",
      event_date: "2026-06-13T17:00",
      event_location: "دبي",
    });
    const bike = await apiAddItem(request, list, {
      title: "دراجة هوائية للأطفال",
      url: "https://example.com/bike",
      price: 499,
    });
    await apiAddItem(request, list, { title: "كتاب قصص", price: 45.5, note: "بغلاف مقوّى" });
    await apiAddItem(request, list, { title: "أقلام تلوين", quantity: 3 });
    await apiReserve(request, bike.id, "الجدة سلمى", "grandma-pw");
    await listPage.open(list.slug);
    await expect(listPage.documentElement).toHaveAttribute("dir", "rtl");
    await expect(listPage.cards).toHaveCount(3);

    // the brand starts the header on the right, the tools end it on the left
    expect(await leftOf(listPage.brand)).toBeGreaterThan(await leftOf(listPage.languageSwitcher));
    // a card's text starts at its right edge (the title's words, not its box, which spans the card)
    const card = listPage.card("كتاب قصص").root;
    const gaps = await card.evaluate((element) => {
      const words = document.createRange();
      words.selectNodeContents(element.querySelector(".item-title")!);
      const text = words.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { right: box.right - text.right, left: text.left - box.left };
    });
    expect(gaps.right).toBeLessThan(gaps.left);
    // the external-link arrow points the way the line reads
    await expect(listPage.card("دراجة هوائية للأطفال").linkArrow).toHaveText("\u00a0↖");
    // the stepper: "one fewer" at the start (right), "one more" at the end (left)
    const crayons = listPage.card("أقلام تلوين");
    const fewer = crayons.units.oneFewerButton;
    const more = crayons.units.oneMoreButton;
    await crayons.openForm();
    expect(await leftOf(fewer)).toBeGreaterThan(await leftOf(more));
    // prices in Arabic, in the list's currency
    const expected = new Intl.NumberFormat("ar", { style: "currency", currency: "AED" }).format(45.5);
    expect(plain((await listPage.card("كتاب قصص").price.textContent()) ?? "")).toBe(plain(expected));

    // from the top: opening the form scrolled the page, and the sticky header would sit mid-picture
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOTS}/list-phone-rtl.png`, fullPage: true });

    // a dialog: its title starts on the right, its buttons run from right to left
    await listPage.ownerLoginButton.click();
    const dialog = listPage.loginDialog;
    await expect(dialog.root).toBeVisible();
    const frame = (await dialog.root.boundingBox())!;
    const heading = (await dialog.heading.boundingBox())!;
    expect(frame.x + frame.width - (heading.x + heading.width)).toBeLessThan(heading.x - frame.x);
    const cancel = dialog.cancelButton;
    const unlock = dialog.unlockButton;
    expect(await leftOf(cancel)).toBeGreaterThan(await leftOf(unlock));
  });

  test("switches to German and back: dir follows the language", async ({ page, request }) => {
    const list = await apiCreateList(request);
    const arabic = new ListPage(page, "ar");
    await arabic.open(list.slug);
    await expect(arabic.documentElement).toHaveAttribute("dir", "rtl");
    await arabic.languageSwitcher.selectOption("de");
    await expect(arabic.documentElement).toHaveAttribute("lang", "de");
    await expect(arabic.documentElement).toHaveAttribute("dir", "ltr");
    await expect(arabic.itemCount).toHaveText("Noch keine Wünsche");
  });
});
