// Issue 9, point 10: small layout faults a new user sees at once. Each test failed before the fix.
import type { Locator } from "@playwright/test";
import { expect, test } from "../support/test";
import { apiAddItem, apiCreateList, apiUpdateList } from "../support/api";

test.use({ locale: "de-DE", viewport: { width: 375, height: 812 } });

test("the QR fallback image sits inside its frame when the canvas cannot draw", async ({ page, request, listPage }) => {
  const list = await apiCreateList(request);
  // a browser without a usable canvas (privacy settings, old devices): the server's SVG steps in
  await page.addInitScript(() => {
    HTMLCanvasElement.prototype.getContext = () => null;
  });
  await listPage.open(list.slug, { created: true });
  const qr = listPage.createdDialog.qrFrame;
  const fallback = listPage.createdDialog.qrFallbackImage;
  await expect(fallback).toBeVisible();
  await expect.poll(() => fallback.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const [frame, image] = [await qr.boundingBox(), await fallback.boundingBox()];
  expect(Math.abs(image!.x - frame!.x)).toBeLessThanOrEqual(1);
  expect(image!.x + image!.width).toBeLessThanOrEqual(frame!.x + frame!.width + 1);
});

test("the ↗ after a linked title never stands alone on a line", async ({ request, listPage }) => {
  const list = await apiCreateList(request);
  // titles one letter longer each: one of them ends right at the edge of the line
  for (let extra = 0; extra < 28; extra++)
    await apiAddItem(request, list, { title: `Wunsch Nummer ${"x".repeat(extra)}`, url: "https://example.com/" });
  await listPage.open(list.slug);
  await expect(listPage.cards).toHaveCount(28);
  const alone = await listPage.cardTitles.evaluateAll((titles) =>
    titles
      .map((title) => title.querySelector("a")!)
      .filter((link) => {
        // the title is isolated in a <bdi> (decision 040): its text node is that element's child
        const text = link.querySelector("bdi")!.firstChild!;
        const range = document.createRange();
        range.setStart(text, text.textContent!.length - 1);
        range.setEnd(text, text.textContent!.length);
        const lastLetter = range.getBoundingClientRect();
        const arrow = link.querySelector(".external-icon")!.getBoundingClientRect();
        return arrow.top > lastLetter.bottom - 2;
      })
      .map((link) => link.textContent),
  );
  expect(alone).toEqual([]);
});

test("the event facts line up: every value starts in the same column", async ({ request, listPage }) => {
  const list = await apiCreateList(request);
  await apiUpdateList(request, list, {
    event_date: "2026-06-13T15:00",
    event_location: "Gartenstraße 4, Graz",
    event_note: "Bitte keine Süßigkeiten",
  });
  await listPage.open(list.slug);
  const starts = await listPage.factValues.evaluateAll((values) =>
    values.map((value) => Math.round(value.getBoundingClientRect().left)),
  );
  expect(starts).toHaveLength(3);
  expect(new Set(starts).size).toBe(1);
});

/** The font and background selects whose chosen option is wider than the select shows. */
async function cutSelects({ font, background }: { font: Locator; background: Locator }) {
  return font.or(background).evaluateAll((elements) =>
    (elements as HTMLSelectElement[])
      .filter((select) => select.getClientRects().length > 0)
      .map((select) => {
        const style = getComputedStyle(select);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]!.text;
        // the text, the padding and about 20 px for the arrow
        const needed =
          context.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 20;
        return needed > select.clientWidth ? `${text}: ${Math.ceil(needed)} > ${select.clientWidth}` : null;
      })
      .filter(Boolean),
  );
}

for (const width of [375, 800, 1440]) {
  test(`the font and background selects show their whole choice at ${width} px (panel and settings)`, async ({
    page,
    request,
    listPage,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const list = await apiCreateList(request);
    await apiUpdateList(request, list, { font_key: "serif", bg_theme: "birthday" });
    await listPage.openAsOwner(list);
    const settings = await listPage.toolbar.openSettings();
    await expect(settings.font).toBeVisible();
    expect(await cutSelects(settings)).toEqual([]);
    await settings.cancelButton.click();
    await expect(settings.root).toBeHidden();
    const panel = await listPage.toolbar.appearance.open();
    await expect(panel.font).toBeVisible();
    expect(await cutSelects(panel)).toEqual([]);
  });
}
