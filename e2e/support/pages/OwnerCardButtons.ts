// The owner's buttons under one wish on the list screen (ItemCard's `owner`): edit, delete, move,
// release a reservation, "Received", and the grip to drag the card by.
import type { Locator } from "@playwright/test";
import type { Texts } from "../messages";

export class OwnerCardButtons {
  constructor(
    private readonly root: Locator,
    /** The wish's title, which the buttons are named after. */
    private readonly title: string,
    private readonly t: Texts,
  ) {}

  get editButton() {
    return this.root.getByRole("button", { name: this.t("itemEditor.editLabel", { title: this.title }) });
  }
  get deleteButton() {
    return this.root.getByRole("button", { name: this.t("itemEditor.removeLabel", { title: this.title }) });
  }
  get moveUpButton() {
    return this.root.getByRole("button", { name: this.t("itemEditor.moveUp", { title: this.title }) });
  }
  get moveDownButton() {
    return this.root.getByRole("button", { name: this.t("itemEditor.moveDown", { title: this.title }) });
  }
  /** The owner's "Release" for a reserved wish: its visible text, then the wish's title for screen readers. */
  get releaseButton() {
    return this.root.getByRole("button", {
      name: `${this.t("itemEditor.release")}${this.t("itemEditor.releaseContext", { title: this.title })}`,
      exact: true,
    });
  }
  /** The owner's release button for one friend's reservation of a wish wished for more than once. */
  releaseReservationButton(name: string, count: number) {
    return this.root.getByRole("button", {
      name: `${this.t("itemEditor.releaseReservation", { name, count })}${this.t("itemEditor.releaseContext", { title: this.title })}`,
      exact: true,
    });
  }
  /** The owner's release button by its place: its name says "Releasing…" while its answer is awaited. */
  get releaseButtonWhileWaiting() {
    return this.root.getByTestId("owner-release-reservation");
  }
  /** The owner's "Received" toggle (pressed once the gift arrived). */
  get receivedToggle() {
    return this.root.getByTestId("toggle-received");
  }
  /** The grip to drag the card by (hidden from assistive technology: the move buttons are the accessible way). */
  get dragHandle() {
    return this.root.locator(".item-drag-handle");
  }
}
