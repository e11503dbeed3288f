// Issue 51, item 19: the bookmark "Add to Wunschliste" works only from a computer's bookmarks bar.
// On a phone it is not offered, and a shop that shows the server a robot check is answered with
// what a phone has instead: sharing the product to the app.
import { apiAddItem, apiCreateList } from "../support/api";
import { textsFor } from "../support/messages";
import { expect, test } from "../support/test";

test.use({ locale: "de-DE", viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

test("on a phone, a shop that refuses the server is answered with sharing, not with the bookmark", async ({
  request,
  listPage,
  shop,
}) => {
  const t = textsFor("de");
  const list = await apiCreateList(request, "Hochzeit");
  await apiAddItem(request, list, { title: "Teller" });
  await listPage.openAsOwner(list);
  await listPage.openAddWishForm();
  const form = listPage.addWishForm;
  await form.shopLinkInput.fill(`${shop.origin}${shop.refusesServers}`);
  await form.fillFromShopButton.click();
  await expect(form.shopLinkStatus).toHaveText(t("itemEditor.shopLinkBlockedPhone"));
  await expect(listPage.bookmarkletHint).toBeHidden();
});
