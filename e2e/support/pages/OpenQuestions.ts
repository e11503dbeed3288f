// The owner's questions waiting for an answer, at the top of owner mode (docs/decisions/116): each
// question's words, the field for the answer every guest will read on the wish, and "Answer".
import type { Page } from "@playwright/test";
import type { Texts } from "../messages";

export class OpenQuestions {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  /** Every question still open (none once all are answered). */
  get root() {
    return this.page.getByTestId("open-question");
  }
  /** A question's own words, as the owner reads them. */
  question(text: string) {
    return this.root.getByText(text, { exact: true });
  }
  /** The words over the answer field ("Your answer (every guest sees it on the wish)"). */
  get answerLabel() {
    return this.root.getByText(this.t("itemEditor.answerLabel"), { exact: true });
  }
  /** Types the answer to the one open question and presses "Answer". */
  async answer(text: string) {
    await this.root.getByLabel(this.t("itemEditor.answerLabel")).fill(text);
    await this.root
      .getByRole("button", { name: this.t("itemEditor.answerAction") })
      .first()
      .click();
  }
  /** One open question, found by its words. */
  private one(question: string) {
    return this.root.filter({ has: this.page.getByText(question, { exact: true }) });
  }
  /** The answer field under a question. */
  answerField(question: string) {
    return this.one(question).getByLabel(this.t("itemEditor.answerLabel"));
  }
  /** "Delete question" under a question. */
  deleteButton(question: string) {
    return this.one(question).getByRole("button", { name: this.t("itemEditor.deleteQuestion") });
  }
}
