// Issue 24: pictures the list keeps. The owner takes a picture on a phone (the file input a phone
// offers for camera and gallery), sees a preview, saves, and a visitor sees the app's own copy; a
// broken upload says why; and a list page asks no host but the app for anything, pictures from a
// shop included (the app's server fetched those from the fixture shop on 127.0.0.1).
import type { Request } from "@playwright/test";
import { apiAddItem, apiCreateList } from "../support/api";
import { ListPage } from "../support/pages/ListPage";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";
import { BASE_URL } from "../../playwright.config";
import { startFixtureShop, type FixtureShop } from "../../tests/support/fixture-shop";
import { NOT_A_PICTURE, phonePhoto } from "../../tests/support/pictures";

test.use({
  locale: "en-GB",
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
});

let shop: FixtureShop;
test.beforeAll(async () => {
  shop = await startFixtureShop();
  shop.serve("/lamp.jpg", "image/jpeg", await phonePhoto(1600, 1200));
});
test.afterAll(async () => {
  await shop?.close();
});

/** Whether the picture in the card has loaded (a broken one has no natural width). */
const pictureLoaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

test("a picture taken on the phone shows in the form, then on the visitor's page", async ({
  request,
  listPage,
  secondDevice,
  page,
}) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  const form = listPage.firstWishForm;
  await form.titleInput.fill("Green teapot");
  await expect(form.pictureInput).toHaveAttribute("accept", "image/*");
  await form.pictureInput.setInputFiles({
    name: "IMG_0042.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(1200, 900),
  });
  await expect(form.picturePreview).toBeVisible();
  expect(await form.picturePreview.evaluate(pictureLoaded)).toBe(true);
  await form.pictureField.screenshot({ path: "test-results/picture-upload-phone.png" });
  await form.addButton.click();
  await expectToast(page, "Wish added.");

  await secondDevice.open(list.slug);
  const picture = secondDevice.card("Green teapot").picture.image;
  await expect(picture).toHaveAttribute("src", /^\/api\/image\/[a-z0-9]+$/);
  await expect(picture).toHaveAttribute("srcset", /\/card 480w, .* 900w$/);
  await expect.poll(() => picture.evaluate(pictureLoaded)).toBe(true);
  // the phone took the card's size, not the large one
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/card$/);
});

test("a broken upload says why, and the wish is saved without a picture", async ({ request, listPage, page }) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  const form = listPage.firstWishForm;
  await form.titleInput.fill("Mystery box");
  await form.pictureInput.setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: NOT_A_PICTURE });
  await form.addButton.click();
  await expectToast(
    page,
    "The wish was saved, but not its picture: That's not a picture the list can keep. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.",
  );
  const { picture } = listPage.card("Mystery box");
  await expect(picture.missingWords).toBeVisible();
  await expect(picture.anyImage).toHaveCount(0);
});

test("a list page with shop pictures asks no host but the app", async ({ request, browser }) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Desk lamp", image_url: `${shop.origin}/lamp.jpg` });
  await apiAddItem(request, list, { title: "No picture" });
  // the server fetched the picture once, while saving the wish
  expect(shop.hits("/lamp.jpg")).toBe(1);

  // a fresh browser, as a visitor's: every request it makes is recorded
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on("request", (request: Request) => requested.push(request.url()));
  await page.goto(`/web/?slug=${list.slug}`);
  const picture = new ListPage(page, "en").card("Desk lamp").picture.image;
  await expect.poll(() => picture.evaluate(pictureLoaded)).toBe(true);
  await page.waitForLoadState("networkidle");
  const elsewhere = requested.filter((url) => !url.startsWith(`${BASE_URL}/`) && !/^(data|blob):/.test(url));
  expect(elsewhere).toEqual([]);
  expect(requested.some((url) => url.startsWith(`${BASE_URL}/api/image/`))).toBe(true);
  // the page's policy lets pictures come from the app only
  const response = await page.request.get(`/web/?slug=${list.slug}`);
  expect(response.headers()["content-security-policy"]).toContain("img-src 'self' data: blob:;");
  expect(shop.hits("/lamp.jpg")).toBe(1);
  await context.close();
});
