// "Bring wishes along" (issue 55): the owner's button, its dialog (paste, review, add) and the
// bar that shows how far the wishes brought along as links are filled.
import type { Page } from "@playwright/test";
import type { Texts } from "../messages";

export class BringAlongDialog {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  get openButton() {
    return this.page.getByRole("button", { name: this.t("bringAlong.open") });
  }
  get root() {
    return this.page.getByRole("dialog", { name: this.t("bringAlong.title") });
  }
  get textInput() {
    return this.root.getByLabel(this.t("bringAlong.textLabel"));
  }
  /** "Or a CSV file". */
  get fileInput() {
    return this.root.getByLabel(this.t("bringAlong.fileLabel"));
  }
  get readButton() {
    return this.root.getByRole("button", { name: this.t("bringAlong.read") });
  }
  /** A wish list's or shop page's address, read by the server. */
  get urlInput() {
    return this.root.getByLabel(this.t("bringAlong.urlLabel"));
  }
  get readUrlButton() {
    return this.root.getByRole("button", { name: this.t("bringAlong.readUrl") });
  }
  /** "Bring my wish list", the list bookmarklet to drag to the bookmarks bar. */
  get listBookmarklet() {
    return this.root.getByRole("link", { name: this.t("bringAlong.listBookmarklet") });
  }
  /** The review's wishes, one checkbox each. */
  get found() {
    return this.root.getByRole("checkbox");
  }
  /** The review's wishes' names, in order. */
  get foundNames() {
    return this.root.locator(".bring-along-name");
  }
  /** The review's prices, in order (wishes without one have none). */
  get foundPrices() {
    return this.root.locator(".bring-along-price");
  }
  /** Each found wish's picture box (its placeholder, or the picture the app fetched). */
  get pictures() {
    return this.root.getByTestId("review-picture");
  }
  /** The pictures that came (a box whose picture is missing keeps its placeholder). */
  get shownPictures() {
    return this.pictures.locator("img");
  }
  /** The review's rows: checkbox, picture box and name each. */
  get reviewRows() {
    return this.root.locator(".bring-along-wishes label");
  }
  /** "Some wishes are missing: the page showed only part of the list…". */
  get incompleteNote() {
    return this.root.getByText(this.t("bringAlong.incomplete"));
  }
  /** "The shop showed the server a robot check…": read it in your browser instead. */
  get blockedNote() {
    return this.root.getByText(this.t("bringAlong.blocked"));
  }
  get backButton() {
    return this.root.getByRole("button", { name: this.t("bringAlong.back") });
  }
  get sectionInput() {
    return this.root.getByLabel(this.t("bringAlong.section"));
  }
  /** "Add N wishes" (a plural: found as the review's main button, its count checked by the spec). */
  get addButton() {
    return this.root.locator(".bring-along-review .button-primary");
  }
  /** "Filling in wishes: 1 of 4": the bar of a batch of `total` links, at whatever point it is. */
  fillingBar(total: number) {
    return this.page.getByRole("progressbar").and(this.page.locator(`[max="${total}"]`));
  }
  get anyFillingBar() {
    return this.page.locator(".filling-bar");
  }
}
