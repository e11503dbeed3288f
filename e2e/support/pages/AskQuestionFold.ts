// "Ask a question" on a wish, beside its reservation form: a fold whose own form loads at its first
// opening (docs/decisions/116-questions-on-a-wish.md), and the question field in it.
import { expect, type Locator } from "@playwright/test";
import type { Texts } from "../messages";

export class AskQuestionFold {
  constructor(
    /** The fold itself (a `details`). */
    readonly root: Locator,
    private readonly t: Texts,
    /** Opens the card's form, beside which the fold is drawn. */
    private readonly openForm: () => Promise<void>,
  ) {}

  get summary() {
    return this.root.locator("summary");
  }
  /** "Your question". */
  get questionInput() {
    return this.root.getByLabel(this.t("public.askLabel"), { exact: true });
  }
  /** "E-mail for the answer (optional)": its own label, beside the reservation's address field. */
  get emailInput() {
    return this.root.getByRole("textbox", { name: this.t("public.askEmailLabel"), exact: true });
  }
  /** "Send question"; `sent` then says it went. */
  async send() {
    await this.root.getByRole("button", { name: this.t("public.askSend"), exact: true }).click();
  }
  get sent() {
    return this.root.getByTestId("ask-sent");
  }
  /** Opens the fold beside the open form (once more if the form's arrival moved it from under the tap). */
  async open() {
    await this.openForm();
    await expect(async () => {
      if (!(await this.root.evaluate((details: HTMLDetailsElement) => details.open))) {
        await this.summary.click();
      }
      await expect(this.root).toHaveAttribute("open", "", { timeout: 2_000 });
      // as long as ItemCard.openForm's taps may take on a busy machine
    }).toPass({ timeout: 30_000 });
  }
}
