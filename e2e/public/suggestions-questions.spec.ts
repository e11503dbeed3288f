// Issue 53 on a 360 px phone: a guest suggests a wish the owner's phone never shows, and asks a
// question on a wish; the owner answers it from the top of owner mode, and the guest reads the
// answer on the wish. Once in German, once in Arabic (right to left).
import { apiAddItem, apiCreateList, apiSuggest } from "../support/api";
import { languageOf, textsFor } from "../support/messages";
import { ListPage } from "../support/pages/ListPage";
import { hydrated, openWithLaterScriptsHeld } from "../support/slow-scripts";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

const phone = (locale: string) => ({ viewport: { width: 360, height: 780 }, locale, isMobile: true, hasTouch: true });

for (const locale of ["de-DE", "ar"]) {
  test.describe(locale, () => {
    test.use(phone(locale));

    test("a guest suggests and asks; the owner answers and never sees the suggestion", async ({
      page,
      secondDevice,
      request,
    }) => {
      const language = languageOf(locale);
      const list = await apiCreateList(request, "Geburtstag Ayşe");
      await apiAddItem(request, list, { title: "Pullover" });

      // the guest suggests an idea of their own, below the wishes
      const guest = new ListPage(page, language);
      await guest.open(list.slug);
      await guest.suggestion.suggest({ title: "Fahrradhelm", name: "Oma Gerda", password: "oma-geheim" });
      await expect(guest.suggestion.done).toBeVisible();
      // the note that it went holds the focus the send button lost while it waited (decision 221)
      await expect(guest.suggestion.done).toBeFocused();
      await expect(guest.card("Fahrradhelm").suggestedBy).toContainText("Oma Gerda");

      // and asks about the owner's wish, naming nobody: beside reserving it
      const pullover = guest.card("Pullover");
      await pullover.ask.open();
      await pullover.ask.questionInput.fill("Welche Größe?");
      await pullover.ask.send();
      await expect(pullover.ask.sent).toBeVisible();
      await expect(pullover.ask.sent).toBeFocused();

      // the owner's phone: the question at the top, the suggestion nowhere
      const owner = secondDevice;
      await owner.openAsOwner(list);
      const open = owner.openQuestions;
      await expect(open.root).toContainText("Welche Größe?");
      await expect(owner.cards).toHaveCount(1);
      await expect(owner.body).not.toContainText("Fahrradhelm");
      await open.answer("M, in Blau");
      await expect(open.root).toHaveCount(0);

      // the guest's page follows live: the answer stands on the wish
      await expect(pullover.answers).toContainText("M, in Blau");
      // a phone's width: nothing reaches sideways, whichever way the language reads
      const { width, direction } = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        direction: getComputedStyle(document.documentElement).direction,
      }));
      expect(width).toBeLessThanOrEqual(360);
      expect(direction).toBe(locale === "ar" ? "rtl" : "ltr");
    });
  });
}

test.describe("on a slow phone", () => {
  test.use(phone("en-GB"));

  // the folds open natively at the tap, before React listens to them (decision 172): the browser's
  // toggle event is gone by the time the cards hydrate, and each fold showed nothing for good
  test("asking and suggesting tapped while the cards' code is on the way: each fold shows its form once it is here", async ({
    page,
    request,
    listPage,
  }) => {
    const list = await apiCreateList(request);
    const scarf = await apiAddItem(request, list, { title: "Scarf" });
    // the link to a card's form (decision 070): the server draws its ask fold too; the page's first
    // scripts arrive, the cards' code waits
    const { letScriptsLoad, letLaterScriptsLoad } = await openWithLaterScriptsHeld(
      page,
      `${ListPage.path(list.slug)}&reserve=${scarf.id}`,
    );
    letScriptsLoad();
    await listPage.waitUntilLive();
    const card = listPage.card("Scarf");
    expect(await card.ask.root.evaluate(hydrated)).toBe(false);
    expect(await listPage.suggestion.root.evaluate(hydrated)).toBe(false);

    await card.ask.summary.click();
    await listPage.suggestion.summary.click();
    await expect(card.ask.root).toHaveAttribute("open", "");
    await expect(listPage.suggestion.root).toHaveAttribute("open", "");
    letLaterScriptsLoad();
    await expect(card.ask.questionInput).toBeVisible();
    await expect(listPage.suggestion.titleInput).toBeVisible();
    expect(await card.ask.root.evaluate(hydrated)).toBe(true);
  });
});

test.describe("the suggester", () => {
  test.use(phone("de-DE"));

  test("withdraws the suggestion with its password, as the form promised", async ({ page, request }) => {
    const t = textsFor(languageOf("de-DE"));
    const list = await apiCreateList(request, "Geburtstag Ayşe");
    await apiAddItem(request, list, { title: "Pullover" });
    await apiSuggest(request, list, { title: "Springseil", name: "Tante Uschi", password: "uschi-geheim" });

    const guest = new ListPage(page, languageOf("de-DE"));
    await guest.open(list.slug);
    const card = guest.card("Springseil");
    await card.openForm();
    const withdraw = card.withdrawSuggestion;
    await withdraw.open();
    await withdraw.password.fill("falsch");
    await withdraw.submit.click();
    await expect(withdraw.error).toHaveText(t("errors.suggestion_password_wrong"));
    await expect(guest.cards).toHaveCount(2);

    await withdraw.password.fill("uschi-geheim");
    await withdraw.submit.click();
    await expectToast(page, t("public.suggestWithdrawn", { title: "Springseil" }));
    await expect(guest.cards).toHaveCount(1);
    await expect(guest.card("Pullover").root).toBeVisible();
  });
});

test.describe("a family's phones in Polish", () => {
  test.use({ ...phone("pl-PL"), viewport: { width: 390, height: 844 } });

  test("“Suggested by” reads in order on a narrow card: the words, then the name", async ({ listPage, request }) => {
    const list = await apiCreateList(request, "Urodziny Oli");
    await apiSuggest(request, list, { title: "Puzzle 1000 elementów", name: "Ciocia Basia", password: "basia-pw-1" });
    await listPage.open(list.slug);
    const badge = listPage.card("Puzzle 1000 elementów").suggestedBy;
    await expect(badge).toContainText("Ciocia Basia");
    // the name starts where the words end, on their last line or below it: laid out as a flex row,
    // words and name were two columns, each wrapped on its own ("Zaproponowane | Ciocia" over
    // "przez | Basia"), the name beside the words' first line
    const { wordsLastLine, nameTop } = await badge.evaluate((element) => {
      const words = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
      const range = document.createRange();
      range.selectNodeContents(words);
      const rects = [...range.getClientRects()];
      return {
        wordsLastLine: Math.max(...rects.map((rect) => rect.top)),
        nameTop: element.querySelector("bdi")!.getClientRects()[0]!.top,
      };
    });
    expect(nameTop).toBeGreaterThanOrEqual(wordsLastLine - 1);
  });

  test("a question reads apart from the field for its answer", async ({ listPage, request }) => {
    const list = await apiCreateList(request, "Urodziny Oli");
    const kite = await apiAddItem(request, list, { title: "Latawiec" });
    const question = "Jaki rozmiar? Z długim ogonem czy krótkim? Babcia pyta.";
    const asked = await request.post("/api/item_ask.php", { form: { item_id: kite.id, question } });
    expect(asked.status(), await asked.text()).toBe(200);
    await listPage.openAsOwner(list);
    const open = listPage.openQuestions;
    const text = await open.question(question).boundingBox();
    const label = await open.answerLabel.boundingBox();
    // both bold: run together, they read as one sentence ("… Babcia pyta. Twoja odpowiedź …")
    expect(label!.y - (text!.y + text!.height)).toBeGreaterThanOrEqual(8);
  });
});
