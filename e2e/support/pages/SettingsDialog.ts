// The owner's "List settings" dialog: every setting of the list, and the owner password form.
import type { Page } from "@playwright/test";
import type { MessageKey, Texts } from "../messages";

export class SettingsDialog {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  get root() {
    return this.page.getByRole("dialog", { name: this.t("settings.title") });
  }
  private field(key: MessageKey) {
    return this.root.getByLabel(this.t(key), { exact: true });
  }

  get titleInput() {
    return this.field("settings.listTitle");
  }
  get themeColour() {
    return this.field("settings.themeColor");
  }
  get colourCode() {
    return this.field("settings.hexCode");
  }
  get font() {
    return this.field("settings.font");
  }
  get background() {
    return this.field("settings.background");
  }
  get occasion() {
    return this.field("settings.occasion");
  }
  get eventDate() {
    return this.field("settings.eventDate");
  }
  get location() {
    return this.field("settings.eventLocation");
  }
  get noteForGuests() {
    return this.field("settings.eventNote");
  }
  get identityMode() {
    return this.field("settings.identityMode");
  }
  get iconSet() {
    return this.field("settings.iconPack");
  }
  /** The currency of the list's prices (a select of ISO codes). */
  get currency() {
    return this.field("settings.currency");
  }
  get requireName() {
    return this.field("settings.requireName");
  }
  /** The error of the settings form (the password form has its own). */
  get error() {
    return this.root
      .getByRole("alert")
      .filter({ hasNot: this.page.getByRole("form") })
      .and(this.root.locator(":not(form *)"));
  }
  // co-owner links and the celebrated view (decisions 122, 123)
  get coOwnerLabel() {
    return this.field("coOwners.label");
  }
  get makeCoOwnerLink() {
    return this.root.getByRole("button", { name: this.t("coOwners.make"), exact: true });
  }
  /** The link just made for `label`, shown once. */
  coOwnerLink(label: string) {
    return this.root.getByLabel(this.t("coOwners.madeLink", { label }), { exact: true });
  }
  /** "Copy" beside the one link shown (a co-owner's just made, or the celebrated view's). */
  get copyLinkButton() {
    return this.root.getByRole("button", { name: this.t("common.copy"), exact: true });
  }
  /** The copy button once it copied ("Copied"). */
  get copiedLinkButton() {
    return this.root.getByRole("button", { name: this.t("common.copied"), exact: true });
  }
  /** A co-owner link's row: its label and "Take back". */
  coOwner(label: string) {
    return this.root.getByRole("listitem").filter({ hasText: label });
  }
  takeBack(label: string) {
    return this.root.getByRole("button", { name: this.t("coOwners.revokeLabel", { label }), exact: true });
  }
  get coOwnersHeading() {
    return this.root.getByRole("heading", { name: this.t("coOwners.heading"), exact: true });
  }
  get coOwnersIntro() {
    return this.root.getByText(this.t("coOwners.intro"), { exact: true });
  }
  /** "No co-owner links yet." */
  get noCoOwners() {
    return this.root.getByText(this.t("coOwners.none"), { exact: true });
  }
  get celebratedHeading() {
    return this.root.getByRole("heading", { name: this.t("coOwners.celebratedHeading"), exact: true });
  }
  get celebratedIntro() {
    return this.root.getByText(this.t("coOwners.celebratedIntro"), { exact: true });
  }
  get celebratedToggle() {
    return this.root.getByRole("checkbox", { name: this.t("coOwners.celebratedToggle"), exact: true });
  }
  get celebratedLink() {
    return this.field("coOwners.celebratedLink");
  }
  /** "News by e-mail": the owner's address for news of the list (only while the server sends mail). */
  get newsSection() {
    return this.root.getByRole("region", { name: this.t("settings.mailSection") });
  }
  get newsAddressInput() {
    return this.newsSection.getByRole("textbox", { name: this.t("settings.mailLabel") });
  }
  /** "Send me news" with the address typed; the owner then confirms it by mail. */
  async sendMeNews(email: string) {
    await this.newsAddressInput.fill(email);
    await this.newsSection.getByRole("button", { name: this.t("settings.mailSave") }).click();
  }
  async stopNews() {
    await this.newsSection.getByRole("button", { name: this.t("settings.mailStop") }).click();
  }
  /** "This device": what signing out here means, and how to come back. */
  get deviceIntro() {
    return this.root.getByRole("region", { name: this.t("settings.deviceSection"), exact: true }).locator("p");
  }
  get saveButton() {
    return this.root.getByRole("button", { name: this.t("settings.save"), exact: true });
  }
  /** The save button while the answer is awaited. */
  get savingButton() {
    return this.root.getByRole("button", { name: this.t("settings.saving"), exact: true });
  }
  get cancelButton() {
    return this.root.getByRole("button", { name: this.t("settings.cancel"), exact: true });
  }
  /** The × in the dialog's corner. */
  get closeButton() {
    return this.root.getByRole("button", { name: this.t("settings.close"), exact: true });
  }

  get passwordForm() {
    return this.root.getByRole("form", { name: this.t("settings.passwordSection") });
  }
  /** Why the password form refused ("The owner password is wrong."). */
  get passwordError() {
    return this.passwordForm.getByRole("alert");
  }

  /** Fills the owner password fields without pressing their button. */
  async fillPassword(current: string, next: string) {
    const form = this.passwordForm;
    await form.getByLabel(this.t("settings.currentPassword"), { exact: true }).fill(current);
    await form.getByLabel(this.t("settings.newPassword"), { exact: true }).fill(next);
  }

  /** Fills the password form and presses "Change password". */
  async changePassword(current: string, next: string) {
    await this.fillPassword(current, next);
    await this.passwordForm.getByRole("button", { name: this.t("settings.changePassword") }).click();
  }

  /** "Delete this list…" at the end of the settings. */
  get deleteListButton() {
    return this.root.getByRole("button", { name: this.t("settings.deleteOpen"), exact: true });
  }
  /** Opens the delete confirmation: download first, then type the title. */
  async openDeleteConfirmation() {
    await this.deleteListButton.click();
    const confirmation = new DeleteListConfirmation(this.page, this.t);
    await confirmation.root.waitFor();
    return confirmation;
  }
}

/** The confirmation in front of deleting a list for good. */
export class DeleteListConfirmation {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  get root() {
    return this.page.getByRole("dialog", { name: this.t("settings.deleteTitle") });
  }
  get downloadButton() {
    return this.root.getByRole("button", { name: this.t("settings.deleteDownload"), exact: true });
  }
  get titleInput() {
    return this.root.getByLabel(this.t("settings.deleteTypeTitle"), { exact: true });
  }
  get deleteButton() {
    return this.root.getByRole("button", { name: this.t("settings.deleteConfirm"), exact: true });
  }
  get cancelButton() {
    return this.root.getByRole("button", { name: this.t("settings.deleteCancel"), exact: true });
  }
}
