// The small dialogs of the list screen: the owner login, "your list is ready" after creating,
// and the owner's delete confirmation.
import type { Page } from "@playwright/test";
import type { Texts } from "../messages";

export class OwnerLoginDialog {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  get root() {
    return this.page.getByRole("dialog", { name: this.t("ownerLogin.title") });
  }
  get heading() {
    return this.root.getByRole("heading", { name: this.t("ownerLogin.title") });
  }
  get passwordInput() {
    return this.root.getByLabel(this.t("ownerLogin.password"), { exact: true });
  }
  get unlockButton() {
    return this.root.getByRole("button", { name: this.t("ownerLogin.unlock") });
  }
  /** The unlock button while the answer is awaited. */
  get loggingInButton() {
    return this.root.getByRole("button", { name: this.t("ownerLogin.loggingIn") });
  }
  get cancelButton() {
    return this.root.getByRole("button", { name: this.t("ownerLogin.cancel") });
  }
  get error() {
    return this.root.getByRole("alert");
  }

  async unlock(password: string) {
    await this.passwordInput.fill(password);
    await this.unlockButton.click();
  }
}

/** Shown once after a list was created (…&created=1): the link and ways to pass it on. */
export class CreatedDialog {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  get root() {
    return this.page.getByRole("dialog", { name: this.t("created.title") });
  }
  get link() {
    return this.root.getByTestId("created-link");
  }
  get listTitle() {
    return this.root.getByTestId("created-title");
  }
  /** Every place the dialog shows the list's title (once: its heading only says the list is ready). */
  titleMentions(title: string) {
    return this.root.getByText(title);
  }
  get qrCode() {
    return this.root.getByRole("img", { name: this.t("created.qrLabel") });
  }
  get copyButton() {
    return this.root.getByTestId("created-copy");
  }
  get saveTextButton() {
    return this.root.getByTestId("created-txt");
  }
  /** ".txt" in "Save as .txt": its own left-to-right run, whatever the language's direction. */
  get saveTextEnding() {
    return this.saveTextButton.locator('bdi[dir="ltr"]');
  }
  /** The QR code's frame, which holds the drawn code or, without a usable canvas, the server's picture. */
  get qrFrame() {
    return this.root.locator(".qr");
  }
  get qrFallbackImage() {
    return this.qrFrame.locator("img");
  }
  get mailLink() {
    return this.root.getByTestId("created-mail");
  }
  get messengerLink() {
    return this.root.getByTestId("created-messenger");
  }
  get includePassword() {
    return this.root.getByTestId("include-password");
  }
  get passwordWarning() {
    return this.root.getByTestId("password-warning");
  }
  /** "Go to the list": closes the dialog. */
  get doneButton() {
    return this.root.getByRole("button", { name: this.t("created.done"), exact: true });
  }
}

export class DeleteWishDialog {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  get root() {
    return this.page.getByRole("dialog", { name: this.t("itemEditor.confirmTitle") });
  }
  get deleteButton() {
    return this.root.getByRole("button", { name: this.t("itemEditor.confirmDelete"), exact: true });
  }
  get cancelButton() {
    return this.root.getByRole("button", { name: this.t("itemEditor.cancel"), exact: true });
  }
  /** The question, and for a reserved wish the warning. */
  get text() {
    return this.root.locator("p");
  }
}
