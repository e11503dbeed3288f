// Surprise mode and closing a list after its day (issue 28; docs/decisions/065, 066): the owner's
// peek at who reserved, the note on a device that keeps the surprise, the suggestion to close, the
// banner of a closed list, reopening it, and the thank-you list.
import type { Page } from "@playwright/test";
import type { Texts } from "../messages";

export class SurpriseAndClosing {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  /** "Peek: who reserved what?": offered once something is taken. */
  get peekButton() {
    return this.page.getByRole("button", { name: this.t("owner.peek") });
  }
  /** Peeks, confirmed in "Spoil the surprise?": the names for this visit. */
  async peek() {
    await this.peekButton.click();
    const dialog = this.page.getByRole("dialog", { name: this.t("owner.peekTitle") });
    await dialog.getByRole("button", { name: this.t("owner.peekConfirm") }).click();
  }
  /** "Surprise mode: this device shows which wishes are taken, not by whom." */
  get surpriseNote() {
    return this.page.getByTestId("surprise-note");
  }
  /** "The day is over. Close the list?", offered to the owner after the event's day. */
  get closeSuggestion() {
    return this.page.getByTestId("close-suggestion");
  }
  get closeButton() {
    return this.closeSuggestion.getByRole("button", { name: this.t("owner.closeList") });
  }
  /** The closed list's banner ("Thank you! This list is closed …" for guests). */
  get closedBanner() {
    return this.page.getByTestId("closed-banner");
  }
  get reopenButton() {
    return this.page.getByRole("button", { name: this.t("owner.reopenList") });
  }
  get thanks() {
    return new ThanksList(this.page, this.t);
  }
}

/** "Thank-you list" on a closed list: a fold with one line per gift and its givers, and Copy. */
export class ThanksList {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  get root() {
    return this.page.getByTestId("thanks-list");
  }
  async open() {
    await this.root.getByText(this.t("owner.thanksSummary")).click();
  }
  /** "Book – Oma Gerda ✓": a gift, its givers, ✓ when it arrived. */
  get lines() {
    return this.root.locator("li");
  }
  get copyButton() {
    return this.root.getByRole("button", { name: this.t("owner.thanksCopy") });
  }
}
