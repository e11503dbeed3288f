// "Invite your friends" on the list screen (ListPage's `invite`): the link, "Copy link" and the QR
// code, shown while the list is open.
import type { Page } from "@playwright/test";
import type { Texts } from "../messages";

export class InviteBlock {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  get root() {
    return this.page.getByTestId("invite-block");
  }
  /** "Copy link". */
  get copyButton() {
    return this.root.getByRole("button", { name: this.t("invite.copy") });
  }
  get link() {
    return this.page.getByTestId("invite-link");
  }
  get qr() {
    return this.root.getByRole("img", { name: this.t("invite.qrLabel") });
  }
}
