// "Copy or move this list" below the owner's items: download as a file, or a new list from this one.
import type { Page } from "@playwright/test";
import type { Texts } from "../messages";

export class ListTransfer {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  get root() {
    return this.page.getByTestId("list-transfer");
  }
  get downloadButton() {
    return this.root.getByRole("button", { name: this.t("transfer.download") });
  }
  /** Offered while surprise mode hides the givers: the file that names them. */
  get downloadWithNamesButton() {
    return this.root.getByRole("button", { name: this.t("transfer.downloadWithNames") });
  }
  /** What happens to the list's date in the copy ("Its date moves on to the next one: …"). */
  get dateMoves() {
    return this.root.getByTestId("copy-date-moves");
  }
  get newTitleInput() {
    return this.root.getByLabel(this.t("transfer.copyTitle"), { exact: true });
  }
  get newPasswordInput() {
    return this.root.getByLabel(this.t("transfer.copyPassword"), { exact: true });
  }
  /** "For next year: only the wishes not received", checked when the list is closed. */
  get nextYearCheckbox() {
    return this.root.getByRole("checkbox", { name: this.t("transfer.copyNextYear") });
  }
  get createButton() {
    return this.root.getByRole("button", { name: this.t("transfer.copySubmit") });
  }

  async open() {
    await this.root.getByText(this.t("transfer.summary")).click();
    return this;
  }
}
