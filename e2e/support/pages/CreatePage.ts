// The start screen at /web/: a new list from a title and an owner password, or from a file.
import { expect } from "@playwright/test";
import { Screen } from "./Screen";

export class CreatePage extends Screen {
  get heading() {
    return this.page.getByRole("heading", { level: 1 });
  }
  get titleInput() {
    return this.page.getByLabel(this.t("create.titleLabel"), { exact: true });
  }
  get passwordInput() {
    return this.page.getByLabel(this.t("create.passwordLabel"), { exact: true });
  }
  /** "Currency of the prices": suggested from the browser's language and region. */
  /** One part (`.feature-icon`, `h3`, `p`) of each of the three feature cards beside the form. */
  featureParts(part: string) {
    return this.page.locator(`.features .feature ${part}`);
  }
  get currency() {
    return this.page.getByLabel(this.t("create.currencyLabel"), { exact: true });
  }
  /** The currency chosen, as the list shows it ("PLN – Polish złoty"). */
  get chosenCurrency() {
    return this.currency.locator("option:checked");
  }
  /** The create form; `data-ready="true"` once its code runs (a tap before posts the page natively). */
  get form() {
    return this.page.locator("form").filter({ has: this.titleInput });
  }
  /** Waits until the form's code runs, as a person would see it react to a tap. */
  async formWorks() {
    await expect(this.form).toHaveAttribute("data-ready", "true");
  }
  get createButton() {
    return this.page.getByRole("button", { name: this.t("create.submit") });
  }
  /** The one error box under the form. */
  get error() {
    return this.page.getByTestId("create-error");
  }
  /** The message after the owner deleted a list. */
  get deletedNotice() {
    return this.page.getByTestId("list-deleted");
  }
  get importFileInput() {
    return this.page.getByTestId("import-file");
  }

  async open() {
    return this.page.goto("/web/");
  }

  /** Fills what is given and presses "Create list". */
  async create({ title, password, file }: { title?: string; password?: string; file?: string }) {
    if (file !== undefined) await this.importFileInput.setInputFiles(file);
    if (title !== undefined) await this.titleInput.fill(title);
    if (password !== undefined) await this.passwordInput.fill(password);
    await this.formWorks();
    await this.createButton.click();
  }
}
