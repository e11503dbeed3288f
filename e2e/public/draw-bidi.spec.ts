// Names written the other way round than the page, each isolated inside the sentence
// (docs/decisions/040-invisible-and-bidi-text.md): an excluded pair reads in the page's order —
// "Anna و Ben" on an Arabic screen with Anna first from the right, "أحمد and فاطمة" on an English
// one with أحمد first from the left — instead of taking its order from the first name (the whole
// sentence was one <bdi>).
import type { APIRequestContext, Locator } from "@playwright/test";
import { apiCreateDraw, type TestDraw } from "../support/api";
import { languageOf } from "../support/messages";
import { DrawPage } from "../support/pages/DrawPage";
import { expect, test } from "../support/test";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** People join, the first two are excluded from drawing each other. */
async function pairedDraw(request: APIRequestContext, names: string[]): Promise<TestDraw> {
  const draw = await apiCreateDraw(request);
  const ids: string[] = [];
  for (const name of names) {
    const response = await request.post("/api/draw_join.php", { form: { slug: draw.slug, name, password: "pw" } });
    expect(response.status(), await response.text()).toBe(200);
    ids.push(((await response.json()) as { participant_id: string }).participant_id);
  }
  const excluded = await request.post("/api/draw_exclude.php", {
    form: { slug: draw.slug, organizer_token: draw.organizerToken, a: ids[0]!, b: ids[1]! },
  });
  expect(excluded.status()).toBe(200);
  return draw;
}

/** Where each of two names starts on the screen, within one element's text: a layout measurement. */
async function leftEdges(element: Locator, first: string, second: string): Promise<[number, number]> {
  return element.first().evaluate(
    (element, words) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const edge = (word: string) => {
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(word);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          walker.currentNode = element;
          return range.getBoundingClientRect().left;
        }
        throw new Error(`${word} is not on the screen`);
      };
      return [edge(words[0]!), edge(words[1]!)] as [number, number];
    },
    [first, second],
  );
}

for (const [locale, names, order] of [
  ["ar", ["Anna", "Ben", "Carl"], "rtl"],
  ["en-GB", ["أحمد", "فاطمة", "Carl"], "ltr"],
] as const) {
  test.describe(`on a ${locale} phone`, () => {
    test.use({ ...PHONE, locale });

    test(`an excluded pair of names written the other way reads in the page's order (${order})`, async ({
      page,
      request,
    }) => {
      const draw = await pairedDraw(request, [...names]);
      const organizer = new DrawPage(page, languageOf(locale));
      await page.goto(`/web/draw/?slug=${draw.slug}#organizer=${draw.organizerToken}`);
      await expect(organizer.exclusions).toHaveCount(1);
      const [first, second] = await leftEdges(organizer.exclusions, names[0], names[1]);
      // the first name where the page's sentences start: on the right in Arabic, on the left in English
      if (order === "rtl") expect(first).toBeGreaterThan(second);
      else expect(first).toBeLessThan(second);
    });
  });
}
