// Issue 23: a wish from a shop link. The app's server reads the fixture shop on 127.0.0.1
// (OUTBOUND_ALLOW_HOSTS in playwright.config.ts); the browser itself never leaves loopback.
import { apiAddItem, apiCreateList } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", viewport: { width: 390, height: 844 } });

test("a pasted shop link fills the new wish, marked for checking, and saves like a typed one", async ({
  ownList: _openAsOwner,
  listPage,
  page,
  shop,
}) => {
  const form = listPage.firstWishForm;
  await form.paste(form.shopLinkInput, `${shop.origin}/jsonld?utm_source=app`);
  await expect(form.shopLinkStatus).toHaveText("Filled in from the shop – please check it before saving.");
  await expect(form.titleInput).toHaveValue('Kettle "Stella" 1,7 l');
  await expect(form.linkInput).toHaveValue("https://shop.example/p/kettle?ref=canonical");
  await expect(form.priceInput).toHaveValue("49.90");
  await expect(form.noteInput).toHaveValue("Brushed steel.\n\nQuiet boil.");
  await page.screenshot({ path: "test-results/shop-link-filled-phone.png", fullPage: false });
  // fits a 390 px phone: nothing wider than the screen
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(390);
  await form.addButton.click();
  await expect(listPage.card('Kettle "Stella" 1,7 l').root).toBeVisible();
});

test("a page that says nothing, and an address the server refuses, are told plainly", async ({
  ownList: _openAsOwner,
  listPage,
  shop,
}) => {
  const form = listPage.firstWishForm;
  await form.shopLinkInput.fill(`${shop.origin}/empty`);
  await form.fillFromShopButton.click();
  await expect(form.shopLinkStatus).toHaveText(
    "The page doesn't say anything about the product. Please fill in the wish yourself.",
  );
  await expect(form.linkInput).toHaveValue(`${shop.origin}/empty`);
  await expect(form.titleInput).toHaveValue("");

  await form.shopLinkInput.fill("http://127.0.0.2:9/admin");
  await form.shopLinkInput.press("Enter");
  await expect(form.error).toHaveText(
    "This address points into a private network. The server doesn't fetch anything from there.",
  );
  // Enter read the link; it did not try to save the empty wish
  await expect(form.titleInput).toHaveValue("");
});

test("a shop link pasted into the empty form's link field is read too", async ({ request, listPage, shop }) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  const form = listPage.firstWishForm;
  await form.paste(form.linkInput, `${shop.origin}/graph`);
  await expect(form.titleInput).toHaveValue("Desk lamp");
  await expect(form.pictureLinkInput).toHaveValue("https://cdn.shop.example/lamp.jpg");
  await expect(form.priceInput).toHaveValue("19.50 USD");
});

test("after a wish from a shop link is saved, the shop-link field is empty for the next one (issue 40)", async ({
  request,
  listPage,
  shop,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Socks" });
  await listPage.openAsOwner(list);
  const form = await listPage.openAddWishForm();
  await form.paste(form.shopLinkInput, `${shop.origin}/jsonld`);
  await expect(form.titleInput).toHaveValue('Kettle "Stella" 1,7 l');
  await form.addButton.click();
  await expect(listPage.card('Kettle "Stella" 1,7 l').root).toBeVisible();
  // the form is ready for the next wish: nothing of the last shop left in it
  await expect(form.titleInput).toHaveValue("");
  await expect(form.shopLinkInput).toHaveValue("");
  await expect(form.shopLinkStatusLine).toBeEmpty();
  await expect(form.fillFromShopButton).toBeDisabled();
});

test.describe("on a phone in German", () => {
  test.use({ locale: "de-DE", isMobile: true, hasTouch: true, viewport: { width: 360, height: 740 } });

  test("a shop link that cannot be read goes into the link field, and the title takes the focus (issue 51)", async ({
    ownList: _openAsOwner,
    listPage,
    shop,
  }) => {
    const form = listPage.firstWishForm;
    // nothing listens there: the shop is unreachable
    const gone = "http://127.0.0.1:9/schal";
    await form.paste(form.shopLinkInput, gone);
    await expect(form.error).toHaveText(
      "Die Seite des Shops war nicht zu erreichen. Prüf den Link oder füll den Wunsch selbst aus.",
    );
    await expect(form.linkInput).toHaveValue(gone);
    await expect(form.titleInput).toBeFocused();

    // a robot check for the server: the link is in its field, the title ready to type
    await form.linkInput.fill("");
    const robot = `${shop.origin}${shop.refusesServers}`;
    await form.paste(form.shopLinkInput, robot);
    await expect(form.shopLinkStatus).toContainText("Roboter-Prüfung");
    await expect(form.linkInput).toHaveValue(robot);
    await expect(form.titleInput).toBeFocused();
    await form.titleInput.fill("Schal");
    await form.addButton.click();
    await expect(listPage.card("Schal").root).toBeVisible();
  });
});
