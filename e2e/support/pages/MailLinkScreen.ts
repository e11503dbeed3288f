// The page a mail's links open (/web/mail/#confirm=… or #unsubscribe=…, decision 081): the
// confirmation or the ending of the mails, the note of what happened, undo, and the way back to
// the list or the draw (or the start page).
import { Screen } from "./Screen";

export class MailLinkScreen extends Screen {
  get root() {
    return this.page.getByTestId("mail-link-screen");
  }
  /** "E-mail notifications" */
  get heading() {
    return this.root.getByRole("heading", { name: this.t("mailPage.title") });
  }
  /** What happened: "Thank you! Your address is confirmed…", "Done: this address gets no more…". */
  get status() {
    return this.root.getByRole("status");
  }
  get confirmButton() {
    return this.root.getByRole("button", { name: this.t("mailPage.confirmButton") });
  }
  get unsubscribeButton() {
    return this.root.getByRole("button", { name: this.t("mailPage.unsubscribeButton") });
  }
  get undoButton() {
    return this.root.getByRole("button", { name: this.t("mailPage.undo") });
  }
  /** The way back: the list the address was given on, or the draw's page. */
  get openListLink() {
    return this.root.getByRole("link", { name: this.t("mailPage.openList") });
  }
  get openDrawLink() {
    return this.root.getByRole("link", { name: this.t("mailPage.openDraw") });
  }
  /** "To the start page", where the link names no list or draw. */
  get startLink() {
    return this.root.getByRole("link", { name: this.t("mailPage.start") });
  }
}
