// Issue 40, item 2: a reserved wish's faded picture is the picture, not a picture with the "no
// image" fallback showing through it; and a screen reader hears "no image" only on a card that
// has none.
import sharp from "sharp";
import { PNG } from "pngjs";
import { apiAddItem, apiCreateList, apiReserve, apiUploadPicture } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** One colour, all over: anything else seen in the card's picture box comes from the page. */
const plainPicture = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

/** How far apart the box's pixels are, at most, in any channel (0: all one colour). */
function spread(screenshot: Buffer): number {
  const { data } = PNG.sync.read(screenshot);
  let most = 0;
  for (let channel = 0; channel < 3; channel++) {
    let low = 255;
    let high = 0;
    for (let at = channel; at < data.length; at += 4) {
      low = Math.min(low, data[at]!);
      high = Math.max(high, data[at]!);
    }
    most = Math.max(most, high - low);
  }
  return most;
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`a reserved wish's faded picture shows nothing through it (${colorScheme})`, async ({
    page,
    request,
    listPage,
  }) => {
    await page.emulateMedia({ colorScheme });
    const list = await apiCreateList(request);
    const kite = await apiAddItem(request, list, { title: "Kite" });
    await apiUploadPicture(request, list, kite.id, await plainPicture());
    await apiAddItem(request, list, { title: "Socks" });
    await apiReserve(request, kite.id, "Oma", "oma-secret");
    await listPage.open(list.slug);

    const card = listPage.card("Kite");
    await expect(card.reservedBy).toHaveText("Reserved by Oma");
    const picture = card.picture.image;
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // faded as a whole (one colour stays one colour); the gift glyph or "no image" would be darker or lighter spots
    // (inside the box's rounded corners, which show the card behind)
    const box = (await card.picture.frame.boundingBox())!;
    const inside = { x: box.x + 8, y: box.y + 8, width: box.width - 16, height: box.height - 16 };
    expect(spread(await page.screenshot({ clip: inside, animations: "disabled" }))).toBeLessThan(12);

    // read out: a picture is no "no image"; the card without one still says so
    expect(await card.root.ariaSnapshot()).not.toContain("no image");
    expect(await listPage.card("Socks").root.ariaSnapshot()).toContain("no image");
  });
}
