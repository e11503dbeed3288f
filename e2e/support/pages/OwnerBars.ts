// The owner's bar of buttons under each wish (moves, releases, "Received", edit and delete), as a
// layout measurement looks at it: which rows keep their buttons on one line, how big a target is.
import type { Page } from "@playwright/test";
import type { Texts } from "../messages";

export class OwnerBars {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  /** One wish's bar (a group named after the wish) and its buttons. */
  of(title: string) {
    const root = this.page.getByRole("group", { name: this.t("itemEditor.controls", { title }), exact: true });
    return { root, buttons: root.getByRole("button") };
  }
  /** Every bar's rows that keep their buttons on one line: the moves, the releases, edit and delete. */
  get rows() {
    return this.page.locator(".item-owner-moves, .item-owner-actions, .item-owner-releases");
  }
  /** Every button of the owner's, in the bars and the toolbar, shown or not (a measurement keeps the shown). */
  get everyButton() {
    return this.page.locator(".item-owner-bar button, .owner-toolbar button");
  }
}
