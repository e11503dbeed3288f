// Issue 55: "Bring wishes along". On a phone: six pasted lines (four links to the fixture shop on
// 127.0.0.1, two titles) are reviewed and added in one go; the links are filled in the background,
// one at a time, and the bar shows how far. The shop's /held page answers only when the test says
// so, which keeps the bar up long enough to be seen on a busy machine. On an Amazon-like list that
// loads more items as one scrolls (the fixture shop's origin, not the app's): the list bookmarklet
// brings all of it (decision 142); its address pasted instead brings what the server sees, each
// wish with its picture fetched by the app (decision 144), the page asking the shop for nothing.
import { runBookmarklet } from "../support/bookmarklet";
import type { BringAlongDialog } from "../support/pages/BringAlongDialog";
import { ListPage } from "../support/pages/ListPage";
import { expect, test as base } from "../support/test";
import { SCROLLING_LIST } from "../../tests/support/scrolling-list";

/** Each test starts on a list of its own in owner mode, the dialog open. */
const test = base.extend<{ dialog: BringAlongDialog }>({
  dialog: async ({ ownList: _openAsOwner, listPage }, provide) => {
    await listPage.bringAlong.openButton.click();
    await provide(listPage.bringAlong);
  },
});

test.use({ locale: "en-GB", viewport: { width: 360, height: 740 } });

test("six pasted lines are reviewed, added, and their links filled while the bar shows how far", async ({
  dialog,
  listPage,
  page,
  shop,
}) => {
  await dialog.textInput.fill(
    [
      `${shop.origin}/jsonld`,
      `${shop.origin}/held`,
      "Warm socks 12,50 €",
      `${shop.origin}/graph`,
      "Board game for the family",
      `${shop.origin}/opengraph`,
    ].join("\n"),
  );
  await dialog.readButton.click();
  await expect(dialog.found).toHaveCount(6);
  // the review fits the phone: nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(dialog.addButton).toContainText("6");
  await dialog.addButton.click();
  await expect(dialog.root).toBeHidden();
  await expect(listPage.card("Warm socks").root).toBeVisible();
  // the held link keeps the bar up (it stays until all four were tried)
  await expect(dialog.fillingBar(4)).toBeVisible();
  await expect(listPage.card('Kettle "Stella" 1,7 l').root).toBeVisible();
  shop.releaseHeld();
  await expect(listPage.card("Rain jacket & hood").root).toBeVisible();
  await expect(listPage.card("Desk lamp").root).toBeVisible();
  await expect(dialog.anyFillingBar).toHaveCount(0);
});

test("the list bookmarklet scrolls an Amazon wish list to its end and brings every wish to the review", async ({
  dialog,
  ownList,
  page,
  shop,
}) => {
  await expect(dialog.listBookmarklet).toHaveAttribute("href", /^javascript:/);
  const source = await dialog.listBookmarklet.getAttribute("href");
  // the owner's own browser on the list (another origin than the app's)
  await page.goto(`${shop.origin}${SCROLLING_LIST.path}`);
  const { popup, heard } = await runBookmarklet(page, source!);
  const owner = new ListPage(popup, "en");
  await expect(owner.bringAlong.foundNames).toHaveText(SCROLLING_LIST.titles, { timeout: 120_000 });
  // the whole list came: the items the list loaded on scrolling too, and no "some are missing"
  expect(shop.hits(SCROLLING_LIST.more)).toBe(2);
  await expect(owner.bringAlong.incompleteNote).toHaveCount(0);
  expect(new URL(popup.url()).searchParams.get("slug")).toBe(ownList.slug);
  // all the list's page heard from Wunschliste is that it was ready: no token, no list
  expect(await heard()).toEqual(["wunschliste:ready"]);
  await owner.bringAlong.addButton.click();
  await expect(owner.card("Scrolled wish 9").root).toBeVisible();
});

test("a pasted list address brings what the server sees with its pictures, and a robot check points to the bookmark", async ({
  dialog,
  page,
  shop,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const pictureHits = () => SCROLLING_LIST.pictures.slice(0, 3).map((path) => shop.hits(path));
  const hitsBefore = pictureHits();
  await dialog.urlInput.fill(`${shop.origin}${SCROLLING_LIST.path}`);
  await dialog.readUrlButton.click();
  // the server gets the list's first page only: it says so, and how to get the rest
  await expect(dialog.foundNames).toHaveText(SCROLLING_LIST.titles.slice(0, 3));
  await expect(dialog.incompleteNote).toBeVisible();
  // each wish's picture, through the app (decision 144); the missing one keeps its placeholder, no broken image
  const shown = dialog.shownPictures;
  await expect(shown).toHaveCount(2);
  await expect
    .poll(() => shown.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  await expect(dialog.pictures.nth(SCROLLING_LIST.missingPicture)).toHaveAttribute("data-state", "none");
  // every box the same size, shown, refused or waiting: nothing moves when a picture comes
  const sizes = await dialog.pictures.evaluateAll((all) => all.map((box) => `${box.clientWidth}×${box.clientHeight}`));
  expect(new Set(sizes).size).toBe(1);
  // the page asked no host but the app; the shop saw each picture once, from the server
  expect(
    requested.filter((url) => new URL(url).origin !== new URL(page.url()).origin && !/^(blob|data):/.test(url)),
  ).toEqual([]);
  expect(pictureHits().map((hits, index) => hits - hitsBefore[index]!)).toEqual([1, 1, 1]);

  await dialog.backButton.click();
  await dialog.urlInput.fill(`${shop.origin}${SCROLLING_LIST.refusesServers}`);
  await dialog.readUrlButton.click();
  await expect(dialog.blockedNote).toBeVisible();
  await expect(dialog.found).toHaveCount(0);
});

// Excel on a Polish Windows saves "CSV" in Windows-1250 ("ą" is 0xB9, "ż" 0xBF), not the Western
// Windows-1252 ("¹", "¿"); a CSV in UTF-16 (its "Unicode" choice: tabs) starts with a byte-order mark
test.describe("a spreadsheet saved by a Polish Excel", () => {
  test.use({ locale: "pl-PL" });
  test("its Windows-1250 CSV and its UTF-16 text read with their letters", async ({ dialog }) => {
    const ansi = Buffer.from([
      ...Buffer.from("Nazwa;Cena\nKsi"),
      0xb9, 0xbf, // "ąż"
      ...Buffer.from("ka;39,90\n"),
    ]); // prettier-ignore
    await dialog.fileInput.setInputFiles({ name: "życzenia.csv", mimeType: "text/csv", buffer: ansi });
    await expect(dialog.foundNames).toHaveText(["Książka"]);
    await dialog.backButton.click();
    const unicode = Buffer.from("\uFEFFNazwa\tCena\nŁyżwy\t199\n", "utf16le");
    await dialog.fileInput.setInputFiles({ name: "życzenia-unicode.csv", mimeType: "text/csv", buffer: unicode });
    await expect(dialog.foundNames).toHaveText(["Łyżwy"]);
  });
});

// the review writes a price as the list does for this visitor (decision 075): a German phone in
// Germany reads "379,99 €", not Austria's "€ 379,99" (the language's own region)
test.describe("a German phone in Germany", () => {
  test.use({ locale: "de-DE" });
  test("the review writes prices as the list does", async ({ dialog, listPage }) => {
    await dialog.fileInput.setInputFiles({
      name: "wünsche.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Titel;Preis\nLego Technic 42115;379,99\n"),
    });
    await expect(dialog.foundNames).toHaveText(["Lego Technic 42115"]);
    await expect(dialog.foundPrices).toHaveText(["379,99\u00a0€"]);
    await dialog.addButton.click();
    await expect(listPage.card("Lego Technic 42115").price).toHaveText("379,99\u00a0€");
  });
});

test.describe("on an Italian phone, with the keyboard", () => {
  test.use({ locale: "it-IT", viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test("the review takes the focus at its first wish, and Back returns to the lines as they were typed", async ({
    dialog,
    page,
  }) => {
    const lines = "Calzini caldi 12,50 €\nGioco da tavolo";
    await dialog.textInput.fill(lines);
    await dialog.readButton.focus();
    await page.keyboard.press("Enter");
    await expect(dialog.foundNames).toHaveText(["Calzini caldi", "Gioco da tavolo"]);
    await expect(dialog.found.first()).toBeFocused();

    await dialog.backButton.focus();
    await page.keyboard.press("Enter");
    await expect(dialog.textInput).toHaveValue(lines);
    await expect(dialog.textInput).toBeFocused();
  });
});
