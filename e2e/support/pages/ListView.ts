// "Filter & sort" on the list screen (docs/decisions/055): a fold with a plain form (it works before
// the scripts), the view it chose in the address, and how many wishes that view shows.
import { expect, type Page } from "@playwright/test";
import type { Texts } from "../messages";

export class ListView {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  /** The fold itself, with the count of wishes the chosen view shows. */
  get fold() {
    return this.page.getByTestId("list-view");
  }
  /** The words that unfold "Filter & sort" (a native disclosure: it opens before the scripts too). */
  get opener() {
    return this.fold.getByText(this.t("public.viewOpen"));
  }
  get form() {
    return this.page.getByTestId("list-view-form");
  }
  /** "2 of 4 wishes". */
  get count() {
    return this.page.getByTestId("list-view-count");
  }
  /** Unfolds "Filter & sort" when it is folded. */
  async open() {
    if (!(await this.fold.evaluate((details: HTMLDetailsElement) => details.open))) {
      await this.fold.locator("summary").click();
    }
    await expect(this.onlyFree).toBeVisible();
  }
  /** "Only free ones". */
  get onlyFree() {
    return this.form.getByRole("checkbox", { name: this.t("public.viewOnlyFree") });
  }
  /** "Price up to (€)", with the list's currency symbol. */
  maxPriceInput(currency: string) {
    return this.form.getByLabel(this.t("public.viewMaxPrice", { currency }));
  }
  /** "Sort", whose description says what the chosen order does. */
  get sort() {
    return this.form.getByLabel(this.t("public.viewSort"), { exact: true });
  }
  /** "Show": sends the form (what the server's form needs before the scripts). */
  get showButton() {
    return this.form.getByRole("button", { name: this.t("public.viewApply"), exact: true });
  }
  /** "Show all": back to the whole list. */
  get showAllLink() {
    return this.form.getByRole("link", { name: this.t("public.viewReset"), exact: true });
  }
}
