// The share screen (/web/share/, issue 23): what "Share → Wunschliste" and the bookmarklet open. It
// asks which of this device's lists gets the shared link, or says why it cannot.
import { Screen } from "./Screen";

export class ShareScreen extends Screen {
  get root() {
    return this.page.getByTestId("share-screen");
  }
  /** "Your lists on this device:": a link to each list this device holds owner mode of. */
  get listChoices() {
    return this.page.getByRole("list", { name: this.t("shareTarget.choose") }).getByRole("link");
  }
  listChoice(title: string) {
    return this.listChoices.filter({ hasText: title });
  }
  /** The note when no list is unlocked on this device, and its way to a list of one's own. */
  get noListNote() {
    return this.page.getByText(this.t("shareTarget.noList"));
  }
  get createListLink() {
    return this.page.getByRole("link", { name: this.t("shareTarget.create") });
  }
  /** Why the share cannot be used (it holds no web address). */
  get problem() {
    return this.root.getByRole("alert");
  }
}
