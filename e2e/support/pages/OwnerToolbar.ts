// The owner's tools at the top of the list (owner mode only): share, settings, sign-out and the
// appearance panel.
import { expect, type Page } from "@playwright/test";
import type { Texts } from "../messages";
import { AppearancePanel } from "./AppearancePanel";
import { SettingsDialog } from "./SettingsDialog";
import { ShareCard } from "./ShareCard";

export class OwnerToolbar {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  get root() {
    return this.page.getByRole("region", { name: this.t("owner.area") });
  }
  get shareButton() {
    return this.root.getByRole("button", { name: this.t("share.title") });
  }
  get settingsButton() {
    return this.root.getByRole("button", { name: this.t("owner.settings") });
  }
  get logoutButton() {
    return this.root.getByRole("button", { name: this.t("owner.logout") });
  }
  get shareCard() {
    return new ShareCard(this.root.getByRole("region", { name: this.t("share.title") }), this.t);
  }
  get settings() {
    return new SettingsDialog(this.page, this.t);
  }
  get appearance() {
    return new AppearancePanel(this.root, this.t);
  }

  async openShareCard(): Promise<ShareCard> {
    await this.shareButton.click();
    await expect(this.shareButton).toHaveAttribute("aria-expanded", "true");
    return this.shareCard;
  }

  async openSettings(): Promise<SettingsDialog> {
    await this.settingsButton.click();
    await expect(this.settings.root).toBeVisible();
    return this.settings;
  }
}
