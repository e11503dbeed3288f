// Issue 32, bug 1: no page is wider than a phone's screen. The owner and guest views of a list
// with multi-unit wishes, several reservations, long German names and long titles, at 320, 375
// and 430 px in German, English, Turkish, French, Polish and Arabic (right to left): the document
// does not scroll sideways and no element reaches past either edge. In German and Turkish (the
// longest words) also a group gift with pledges, its form open, and the list once closed: the
// thank-you banner, what arrived and the owner's thank-you list. The newest screens at 320 px in
// German, English, Turkish and Arabic: "Bring wishes along" and its review with pictures, and the
// ask-a-question form with its e-mail field (on the test server that sends mail).
import type { APIRequestContext, Page } from "@playwright/test";
import { CONFIGURED_BASE_URL } from "../../playwright.config";
import { SCROLLING_LIST } from "../../tests/support/scrolling-list";
import { apiAddItem, apiCreateList, apiPledge, apiReserve, apiUpdateList, type TestList } from "../support/api";
import type { BringAlongDialog } from "../support/pages/BringAlongDialog";
import { ListPage } from "../support/pages/ListPage";
import { smallTargets } from "../support/tap-targets";
import { unreadableText } from "../support/unreadable-text";
import { expect, test } from "../support/test";

const LONG_TITLE = "Donaudampfschifffahrtsgesellschaftskapitänsmütze mit Goldrand";

async function listWithReservations(request: Parameters<typeof apiCreateList>[0]): Promise<TestList> {
  const list = await apiCreateList(request, "Weihnachtsgeschenkewunschliste der Familie Müller-Lüdenscheidt");
  // the owner's view with every long name shown: surprise mode off (issue 28)
  await apiUpdateList(request, list, { surprise: false });
  const plates = await apiAddItem(request, list, { title: "Teller", quantity: 3, price: 12.5 });
  const hat = await apiAddItem(request, list, {
    title: LONG_TITLE,
    quantity: 6,
    price: 1234.56,
    url: "https://example.com/ein/sehr/langer/pfad/zu/einem/produkt/mit/vielen/segmenten",
    note: "Bitte unbedingt die Ausführung mit Ohrenklappen, Größe 58, Farbe Mitternachtsblau",
  });
  await apiReserve(request, plates.id, "Großmutter Hildegard-Wilhelmine", "oma-pw");
  await apiReserve(request, plates.id, "Onkel Maximilian-Friedrich", "max-pw");
  await apiReserve(request, hat.id, "Schwiegermutter Annegret", "anne-pw", 2);
  await apiReserve(request, hat.id, "Cousine Katharina-Elisabeth", "kathi-pw");
  await apiAddItem(request, list, { title: "Buch" });
  return list;
}

const GROUP_GIFT = "Familienlastenfahrrad mit Elektromotor und Kindersitzaufsatz";

async function listWithGroupGift(request: APIRequestContext) {
  const list = await apiCreateList(request, "Weihnachtsgeschenkewunschliste der Familie Müller-Lüdenscheidt");
  await apiUpdateList(request, list, { surprise: false });
  const bike = await apiAddItem(request, list, { title: GROUP_GIFT, price: 12345.67, group_gift: true });
  await apiPledge(request, bike.id, "Großmutter Hildegard-Wilhelmine", "oma-pw", 3333.33);
  await apiPledge(request, bike.id, "Onkel Maximilian-Friedrich", "max-pw", 1250);
  const hat = await apiAddItem(request, list, { title: LONG_TITLE, quantity: 2, price: 1234.56 });
  await apiReserve(request, hat.id, "Cousine Katharina-Elisabeth", "kathi-pw");
  await apiAddItem(request, list, { title: "Buch" });
  return { list, received: [bike.id, hat.id] };
}

/** The owner marks what arrived and closes the list (decision 066). */
async function closeList(request: APIRequestContext, list: TestList, received: string[]) {
  for (const itemId of received) {
    const answer = await request.post("/api/item_update.php", {
      data: { slug: list.slug, edit_token: list.editToken, item_id: itemId, received: true },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  await apiUpdateList(request, list, { closed: true });
}

/** The document's width and every visible element that reaches past the viewport's left or right edge. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders = [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && (Math.round(box.right) > width || Math.round(box.left) < 0);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`)
      .slice(0, 5);
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders };
  });
}

async function expectNoSidewaysOverflow(page: Page, what: string) {
  const measured = await sidewaysOverflow(page);
  expect(measured.offenders, `${what}: elements past an edge`).toEqual([]);
  expect(measured.scrollWidth, `${what}: document width`).toBeLessThanOrEqual(measured.width);
}

// Each width is loaded afresh (not resized), so what is measured at load time is measured at that
// width; one list and one browser session per language serve all three widths: a third of the
// lists, logins and browser starts (docs/testing.md, "Keeping the suite within its time").
const WIDTHS = [320, 375, 430];

for (const locale of ["de-DE", "en-GB", "tr-TR", "fr-FR", "pl-PL", "ar"]) {
  test.describe(locale, () => {
    test.use({ locale });
    test(`owner and guest views fit ${WIDTHS.join(", ")} px`, async ({ page, request, listPage }) => {
      const list = await listWithReservations(request);
      for (const width of WIDTHS) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          await listPage.openAsOwner(list);
          await expect(listPage.cards).toHaveCount(3);
          await expect(listPage.card("Teller").units.reservers).toBeVisible();
          await expectNoSidewaysOverflow(page, `owner view at ${width} px`);

          await page.evaluate(() => localStorage.clear());
          await listPage.open(list.slug);
          await expect(listPage.cards).toHaveCount(3);
          await expect(listPage.ownerLoginButton).toBeVisible();
          await expectNoSidewaysOverflow(page, `guest view at ${width} px`);

          await page.goto("/web/");
          await expect(listPage.main).toBeVisible();
          await expectNoSidewaysOverflow(page, `create screen at ${width} px`);
        });
      }
    });
  });
}

for (const locale of ["de-DE", "tr-TR"]) {
  test.describe(`${locale}, group gift and closed list`, () => {
    test.use({ locale });
    test(`a group gift's pledges and form, and the closed list, fit ${WIDTHS.join(", ")} px`, async ({
      page,
      request,
      listPage,
    }) => {
      const { list, received } = await listWithGroupGift(request);
      const bike = listPage.card(GROUP_GIFT);
      for (const width of WIDTHS) {
        await test.step(`open list at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          await listPage.openAsOwner(list);
          await expect(bike.groupGift.pledgers).toHaveCount(2);
          await expectNoSidewaysOverflow(page, `owner view of a group gift at ${width} px`);

          await page.evaluate(() => localStorage.clear());
          await listPage.open(list.slug);
          await bike.openForm();
          await expect(bike.groupGift.suggestions).not.toHaveCount(0);
          await expect(bike.groupGift.amountInput).toBeVisible();
          await expectNoSidewaysOverflow(page, `guest view with the pledge form open at ${width} px`);
        });
      }

      await closeList(request, list, received);
      for (const width of WIDTHS) {
        await test.step(`closed list at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(() => localStorage.clear());
          await listPage.open(list.slug);
          await expect(listPage.closing.closedBanner).toBeVisible();
          await expect(listPage.receivedMarks).toHaveCount(2);
          await expectNoSidewaysOverflow(page, `guest view of a closed list at ${width} px`);

          await listPage.openAsOwner(list);
          await expect(listPage.closing.closedBanner).toBeVisible();
          await listPage.closing.thanks.open();
          await expect(listPage.closing.thanks.lines).not.toHaveCount(0);
          await expect(listPage.receivedMarks).toHaveCount(2);
          await expectNoSidewaysOverflow(page, `owner view of a closed list with the thank-you list at ${width} px`);
        });
      }
    });
  });
}

/** Each found wish's checkbox, picture box and name, in the order the reader meets them, left to right or right to left. */
async function reviewRowsInReadingOrder(dialog: BringAlongDialog) {
  return dialog.reviewRows.evaluateAll((rows) =>
    rows.every((row) => {
      const rtl = getComputedStyle(row).direction === "rtl";
      const [box, picture, name] = [
        row.querySelector("input")!,
        row.querySelector(".bring-along-picture")!,
        row.querySelector(".bring-along-name")!,
      ].map((element) => element.getBoundingClientRect());
      const before = (a: DOMRect, b: DOMRect) => (rtl ? a.left >= b.right - 1 : a.right <= b.left + 1);
      return before(box!, picture!) && before(picture!, name!);
    }),
  );
}

// the newest screens (issues 53 and 55) where their words are longest, and right to left
for (const locale of ["de-DE", "en-GB", "tr-TR", "ar"]) {
  test.describe(`${locale}, newest screens`, () => {
    test.use({ locale, viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true });
    test("bring wishes along with its pictures, and the ask form's e-mail field, fit 320 px", async ({
      page,
      playwright,
      ownList: _openAsOwner,
      listPage,
      shop,
    }) => {
      const dialog = listPage.bringAlong;
      await dialog.openButton.click();
      await expect(dialog.readUrlButton).toBeVisible();
      await expectNoSidewaysOverflow(page, "the bring-along dialog");
      expect(await unreadableText(dialog.root), "the bring-along dialog").toEqual([]);
      expect(await smallTargets(page, "dialog[open]"), "the bring-along dialog's controls").toEqual([]);

      await dialog.urlInput.fill(`${shop.origin}${SCROLLING_LIST.path}`);
      await dialog.readUrlButton.click();
      await expect(dialog.foundNames).toHaveText(SCROLLING_LIST.titles.slice(0, 3));
      await expect
        .poll(() =>
          dialog.shownPictures.evaluateAll(
            (all) => all.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
          ),
        )
        .toBe(2);
      await expectNoSidewaysOverflow(page, "the review with its pictures");
      expect(await unreadableText(dialog.root), "the review").toEqual([]);
      expect(await smallTargets(page, "dialog[open]"), "the review's controls").toEqual([]);
      // each row reads checkbox, picture, name: the pictures on the right in Arabic
      expect(await reviewRowsInReadingOrder(dialog), "the review's rows in reading order").toBe(true);

      // a guest's question on the server that sends mail: its optional address field
      const mailing = await playwright.request.newContext({ baseURL: CONFIGURED_BASE_URL });
      const list = await apiCreateList(mailing, "Weihnachtsgeschenkewunschliste der Familie Müller-Lüdenscheidt");
      await apiAddItem(mailing, list, { title: LONG_TITLE });
      await mailing.dispose();
      await page.goto(`${CONFIGURED_BASE_URL}${ListPage.path(list.slug)}`);
      const card = listPage.card(LONG_TITLE).root;
      const { ask } = listPage.card(LONG_TITLE);
      await ask.open();
      await expect(ask.emailInput).toHaveAttribute("type", "email");
      await expectNoSidewaysOverflow(page, "the ask form with its e-mail field");
      expect(await unreadableText(card), "the ask form").toEqual([]);
      expect(await smallTargets(page, "[data-testid=item-card]"), "the ask form's controls").toEqual([]);
    });
  });
}

// a wish one person reserved, seen by a guest at 320 px: "Reserved by <name>" beside the wrapped
// "Reserved by someone else" once ran under it (it had ~70 px); under 360 px the action goes under
// the card's text
for (const locale of ["de-DE", "en-GB", "tr-TR", "ar"]) {
  test.describe(`${locale}, a wish reserved by someone else`, () => {
    test.use({ locale, viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true });
    test("reads whole at 320 px", async ({ page, request, listPage }) => {
      const list = await apiCreateList(request, "Weihnachtsgeschenkewunschliste der Familie Müller-Lüdenscheidt");
      const hat = await apiAddItem(request, list, { title: LONG_TITLE, price: 1234.56, note: "Größe 58" });
      await apiReserve(request, hat.id, "Cousine Katharina-Elisabeth", "kathi-pw");
      await listPage.open(list.slug);
      const card = listPage.card(LONG_TITLE).root;
      await expect(listPage.card(LONG_TITLE).reservedBy).toBeVisible();
      await expectNoSidewaysOverflow(page, "the reserved wish");
      expect(await unreadableText(card), "the reserved wish").toEqual([]);
      expect(await smallTargets(page, "[data-testid=item-card]"), "its action").toEqual([]);
    });
  });
}
