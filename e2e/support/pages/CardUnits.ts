// A wish wished for more than once, on its card (ItemCard's `units`, docs/decisions/028-quantities.md):
// how many are reserved and by whom, the count to reserve, and "Release mine".
import type { Locator } from "@playwright/test";
import type { Texts } from "../messages";

export class CardUnits {
  constructor(
    private readonly root: Locator,
    /** The wish's title, which the buttons are named after. */
    private readonly title: string,
    private readonly t: Texts,
  ) {}

  /** "2 of 6 reserved", with the lock once anything is reserved. */
  get reservedQuantity() {
    return this.root.locator(".reserved-by", { has: this.root.page().getByTestId("reserved-quantity") });
  }
  get reserveCountValue() {
    return this.root.getByTestId("reserve-count");
  }
  /** "2 of 6 reserved", the words alone. */
  get unitsReserved() {
    return this.root.getByTestId("reserved-quantity");
  }
  /** Who reserved how many: "Alice (2)Bob (1)", as far as the identity mode names people. */
  get reservers() {
    return this.root.getByTestId("reservers");
  }
  get oneMoreButton() {
    return this.root.getByRole("button", { name: this.t("public.countMore"), exact: true });
  }
  get oneFewerButton() {
    return this.root.getByRole("button", { name: this.t("public.countLess"), exact: true });
  }
  /** The form's button that reserves the count chosen ("Reserve 5 of “Wine glasses”"), whichever count. */
  get reserveCountSubmit() {
    return this.root.getByTestId("reserve-count-submit");
  }
  reserveCountButton(count: number) {
    return this.root.getByRole("button", {
      name: this.t("public.reserveCountAction", { count, title: this.title }),
      exact: true,
    });
  }
  get releaseMineButton() {
    return this.root.getByRole("button", {
      name: this.t("public.releaseMineAction", { title: this.title }),
      exact: true,
    });
  }
}
