// The owner's "Share your list" card: the invitation link, copy, share, WhatsApp and the QR code.
import type { Locator } from "@playwright/test";
import type { Texts } from "../messages";

export class ShareCard {
  constructor(
    readonly root: Locator,
    private readonly t: Texts,
  ) {}

  get link() {
    return this.root.getByRole("textbox", { name: this.t("share.link") });
  }
  get copyButton() {
    return this.root.getByRole("button", { name: this.t("share.copy") });
  }
  /** What the copy button turns into for a moment after copying. */
  get copiedButton() {
    return this.root.getByRole("button", { name: this.t("share.copied") });
  }
  /** The check mark the copy button shows for 1.6 s after copying (`button`: copyButton or copiedButton). */
  checkMarkIn(button: Locator) {
    return button.locator('svg path[d="M20 6 9 17l-5-5"]');
  }
  get shareButton() {
    return this.root.getByRole("button", { name: this.t("share.share") });
  }
  get whatsappLink() {
    return this.root.getByRole("link", { name: this.t("share.whatsapp") });
  }
  get downloadQrButton() {
    return this.root.getByRole("button", { name: this.t("share.download") });
  }
  get qrCode() {
    return this.root.getByRole("img", { name: this.t("share.qrLabel") });
  }
  get tips() {
    return this.root.getByRole("listitem");
  }
}
