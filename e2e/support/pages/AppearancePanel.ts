// The owner's "Appearance" panel above the items: colour, font and background, shown live and
// kept only when saved.
import type { Locator } from "@playwright/test";
import type { Texts } from "../messages";

export class AppearancePanel {
  constructor(
    /** The owner tools region the panel sits in. */
    private readonly ownerTools: Locator,
    private readonly t: Texts,
  ) {}

  /** The disclosure's summary: the panel starts collapsed so that a phone shows the items first. */
  get summary() {
    return this.ownerTools.locator("summary", { hasText: this.t("owner.appearance") });
  }
  get root() {
    return this.ownerTools.getByRole("region", { name: this.t("owner.appearance") });
  }
  get font() {
    return this.root.getByLabel(this.t("settings.font"), { exact: true });
  }
  get background() {
    return this.root.getByLabel(this.t("settings.background"), { exact: true });
  }
  /** "Preview – not saved yet." while there are unsaved changes. */
  get status() {
    return this.root.getByRole("status");
  }
  /** The words "Preview – not saved yet." themselves (gone once saved or discarded). */
  get previewNote() {
    return this.root.getByText(this.t("owner.previewHint"));
  }
  get discardButton() {
    return this.root.getByRole("button", { name: this.t("owner.discard") });
  }
  get saveButton() {
    return this.root.getByRole("button", { name: this.t("owner.saveAppearance") });
  }

  async open() {
    await this.summary.click();
    return this;
  }
}
