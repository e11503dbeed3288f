import { readFile } from "node:fs/promises";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { COPY_CONFIRMATION_MS } from "../../components/ui/useCopyToClipboard";
import { apiCreateList } from "../support/api";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "en-GB" });

/** The check mark the copy button shows after copying. */

test("share card: link without token, copy with check mark, share fallback, WhatsApp, QR download decodes to the link", async ({
  page,
  context,
  request,
  baseURL,
  listPage,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  // no Web Share API here, as in most desktop browsers: the fallback path
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  // the page's timers run on a clock the test moves: the check mark's 1.6 s cannot pass unseen
  await page.clock.install();
  const list = await apiCreateList(request, "Ben’s wishes & more");
  await listPage.openAsOwner(list);
  const link = `${baseURL}/web/?slug=${list.slug}`;

  const { toolbar } = listPage;
  await expect(toolbar.shareButton).toHaveAttribute("aria-expanded", "false");
  const card = await toolbar.openShareCard();
  await expect(card.link).toHaveValue(link);
  await expect(card.root).not.toContainText(list.editToken);
  await expect(card.tips).toHaveCount(3);
  await expect(card.root).toContainText(
    "Never send your owner password to guests: whoever knows it can edit the list.",
  );
  await expect(card.qrCode).toBeVisible();
  expect((await card.qrCode.boundingBox())?.width).toBe(240);

  // copy: the check mark shows for 1.6 s, the clipboard holds the link
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await card.copyButton.click();
  await expect(card.copiedButton).toBeVisible();
  await expect(card.checkMarkIn(card.copiedButton)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.clock.runFor(COPY_CONFIRMATION_MS);
  await expect(card.copyButton).toBeVisible();
  await expect(card.checkMarkIn(card.copyButton)).toHaveCount(0);
  await page.clock.resume();

  await page.evaluate(() => navigator.clipboard.writeText("something else"));
  await card.shareButton.click();
  await expectToast(page, "Sharing is not available here – the link is copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await expect(card.whatsappLink).toHaveAttribute("target", "_blank");
  await expect(card.whatsappLink).toHaveAttribute("rel", "noopener noreferrer");
  const href = new URL((await card.whatsappLink.getAttribute("href"))!);
  expect(href.origin).toBe("https://wa.me");
  expect(href.searchParams.get("text")).toBe(`My wishlist “Ben’s wishes & more”: ${link}`);

  const [download] = await Promise.all([page.waitForEvent("download"), card.downloadQrButton.click()]);
  expect(download.suggestedFilename()).toBe(`wunschliste-${list.slug}.png`);
  const png = PNG.sync.read(await readFile((await download.path())!));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(link);
});

test("native share gets the title, a text and the link", async ({ page, request, baseURL, listPage }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, "__shared", { value: shared });
    Object.defineProperty(Navigator.prototype, "share", {
      value: async (data: ShareData) => {
        shared.push(data);
      },
      configurable: true,
    });
  });
  const list = await apiCreateList(request, "Tom");
  await listPage.openAsOwner(list);
  const card = await listPage.toolbar.openShareCard();
  await card.shareButton.click();
  const link = `${baseURL}/web/?slug=${list.slug}`;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
    .toEqual([{ title: "Tom", text: "My wishlist “Tom”", url: link }]);
});
