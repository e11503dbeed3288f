// The owner answers guests' questions with the keyboard alone, on a Dutch phone: after "Answer" or
// "Delete question" the question leaves the screen, so the focus goes on to the next question's
// answer field, and after the last one to the wish it was about; a toast says what happened.
import { apiAddItem, apiAsk, apiCreateList } from "../support/api";
import { textsFor } from "../support/messages";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "nl-NL" });
const t = textsFor("nl");

test("after an answer the focus is on the next question, after the last on its wish", async ({
  request,
  listPage,
  page,
}) => {
  const list = await apiCreateList(request, "Verjaardag van oma");
  const helmet = await apiAddItem(request, list, { title: "Fietshelm" });
  const book = await apiAddItem(request, list, { title: "Boek" });
  await apiAsk(request, helmet.id, "Welke maat?");
  await apiAsk(request, book.id, "Hardcover of paperback?");
  await listPage.openAsOwner(list);
  const open = listPage.openQuestions;
  await expect(open.root).toHaveCount(2);

  // the first answer, typed and sent from the keyboard: Tab to "Beantwoorden", Enter
  await open.answerField("Welke maat?").fill("Maat M");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(open.root).toHaveCount(1);
  await expectToast(page, t("itemEditor.questionAnswered"));
  await expect(open.answerField("Hardcover of paperback?")).toBeFocused();

  // the last one deleted: Tab past "Beantwoorden" to "Vraag verwijderen", Enter
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(open.deleteButton("Hardcover of paperback?")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(open.root).toHaveCount(0);
  await expectToast(page, t("itemEditor.questionDeleted"));
  await expect(listPage.card("Boek").heading).toBeFocused();
});
