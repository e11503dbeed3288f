// A phone that runs no JavaScript (docs/decisions/201-what-families-on-phones-trip-over-again.md):
// giving needs the page's scripts, so the wish itself says so where the friend taps, in the page's
// language, instead of offering a form that could send nothing.
import { apiAddItem, apiCreateList } from "../support/api";
import { textsFor } from "../support/messages";
import { ListPage } from "../support/pages/ListPage";
import { expect, test } from "../support/test";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test("a phone running no script is told on the group gift itself that chipping in needs JavaScript", async ({
  browser,
  request,
}) => {
  const list = await apiCreateList(request);
  const bike = await apiAddItem(request, list, { title: "Rower", price: 1299, group_gift: true });
  const kite = await apiAddItem(request, list, { title: "Latawiec", price: 40 });
  const t = textsFor("pl");
  // (a context of its own: the guarded ones run scripts)
  const noScripts = await browser.newContext({ javaScriptEnabled: false, locale: "pl-PL", ...PHONE });
  const bare = new ListPage(await noScripts.newPage(), "pl");
  const cases = [
    { title: "Rower", id: bike.id, note: t("public.needsScriptsToChipIn") },
    { title: "Latawiec", id: kite.id, note: t("public.needsScripts") },
  ];
  // the card's action opens to the note, not to a link to a form that could send nothing
  await bare.open(list.slug);
  for (const { title, note } of cases) {
    const card = bare.card(title);
    await card.openButton.click();
    await expect(card.needsScriptsNote).toBeVisible();
    await expect(card.needsScriptsNote).toHaveText(note);
    await expect(card.formLink).toBeHidden();
  }
  // and a form the address opens (`&reserve=`, decision 070) says it too
  for (const { title, id, note } of cases) {
    await bare.page.goto(`${ListPage.path(list.slug)}&reserve=${id}`);
    await expect(bare.card(title).needsScriptsNote).toBeVisible();
    await expect(bare.card(title).needsScriptsNote).toHaveText(note);
  }
  await noScripts.close();
});
