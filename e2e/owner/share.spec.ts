import { readFile } from "node:fs/promises";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { apiCreateList } from "../support/api";
import { openAsOwner, ownerTools } from "./support";

test.use({ locale: "en-GB" });

test("share card: link without token, copy with check mark, share fallback, WhatsApp, QR download decodes to the link", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  // no Web Share API here, as in most desktop browsers: the fallback path
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  const list = await apiCreateList(request, "Ben’s wishes & more");
  await openAsOwner(page, list);
  const link = `${baseURL}/web/?slug=${list.slug}`;

  const toggle = ownerTools(page).getByRole("button", { name: "Share your list" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const card = ownerTools(page).getByRole("region", { name: "Share your list" });
  await expect(card.getByRole("textbox", { name: "Invitation link" })).toHaveValue(link);
  await expect(card).not.toContainText(list.editToken);
  await expect(card.getByRole("listitem")).toHaveCount(3);
  await expect(card).toContainText("Never send your owner password to guests: whoever knows it can edit the list.");

  const qr = card.getByRole("img", { name: "QR code of the invitation link" });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())?.width).toBe(240);

  // copy: the check mark shows for 1.6 s, the clipboard holds the link
  const copy = card.getByRole("button", { name: "Copy link" });
  await copy.click();
  const copied = card.getByRole("button", { name: "Link copied!" });
  await expect(copied).toBeVisible();
  await expect(copied.locator('svg path[d="M20 6 9 17l-5-5"]')).toBeVisible(); // the check mark
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(copy).toBeVisible({ timeout: 3000 });
  await expect(copy.locator('svg path[d="M20 6 9 17l-5-5"]')).toHaveCount(0);

  await page.evaluate(() => navigator.clipboard.writeText("something else"));
  await card.getByRole("button", { name: "Share…" }).click();
  await expectToast(page, "Sharing is not available here – the link is copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const whatsapp = card.getByRole("link", { name: "Share via WhatsApp" });
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
  const href = new URL((await whatsapp.getAttribute("href"))!);
  expect(href.origin).toBe("https://wa.me");
  expect(href.searchParams.get("text")).toBe(`My wishlist “Ben’s wishes & more”: ${link}`);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: "Download QR code (PNG)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`wunschliste-${list.slug}.png`);
  const png = PNG.sync.read(await readFile((await download.path())!));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(link);
});

test("native share gets the title, a text and the link", async ({ page, request, baseURL }) => {
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
  await openAsOwner(page, list);
  await ownerTools(page).getByRole("button", { name: "Share your list" }).click();
  await ownerTools(page).getByRole("button", { name: "Share…" }).click();
  const link = `${baseURL}/web/?slug=${list.slug}`;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
    .toEqual([{ title: "Tom", text: "My wishlist “Tom”", url: link }]);
});
