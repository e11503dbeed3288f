// A group gift on a wish's card (docs/decisions/063-group-gifts.md): how much is collected, who
// chipped in, this device's share, and the form to chip in; the owner's button that removes a share.
import type { Locator } from "@playwright/test";
import type { Texts } from "../messages";

/** What chipping in needs of the card it sits on: its form and the giver's fields. */
type CardForm = { openForm(): Promise<void>; readonly nameInput: Locator; readonly passwordInput: Locator };

export class GroupGiftParts {
  constructor(
    private readonly root: Locator,
    /** The wish's title, which the buttons are named after. */
    private readonly title: string,
    private readonly t: Texts,
    private readonly card: CardForm,
  ) {}

  /** "€85 of €129 — 3 friends", or that the target is reached. */
  get progress() {
    return this.root.getByTestId("group-gift-progress-text");
  }
  /** The progress bar, named "Collected so far". */
  get bar() {
    return this.root.getByRole("progressbar", { name: this.t("public.groupGiftBarLabel") });
  }
  /** Who chipped in how much ("Alice: €50"), as far as the identity mode names people. */
  get pledgers() {
    return this.root.getByTestId("pledgers").getByRole("listitem");
  }
  /** "Your share: €50" on a group gift this device chipped in for. */
  get yourPledge() {
    return this.root.getByTestId("your-pledge");
  }
  get amountInput() {
    return this.root.getByTestId("pledge-amount");
  }
  /** The suggested amounts under the amount field ("€43", "The rest: €79"). */
  get suggestions() {
    return this.root.getByTestId("pledge-suggestion");
  }
  get chipInButton() {
    return this.root.getByTestId("pledge-submit");
  }
  get withdrawMineButton() {
    return this.root.getByRole("button", {
      name: this.t("public.withdrawPledgeAction", { title: this.title }),
      exact: true,
    });
  }
  /** Opens the form, fills what is given (the amount typed, or a suggestion's text) and chips in. */
  async chipIn({
    name,
    password,
    amount,
    suggestion,
  }: {
    name?: string;
    password?: string;
    amount?: string;
    suggestion?: string;
  }) {
    await this.card.openForm();
    if (name !== undefined) await this.card.nameInput.fill(name);
    if (amount !== undefined) await this.amountInput.fill(amount);
    if (suggestion !== undefined) await this.suggestions.filter({ hasText: suggestion }).click();
    if (password !== undefined) await this.card.passwordInput.fill(password);
    await this.chipInButton.click();
  }
  /** The owner's button that removes one friend's share. */
  removePledgeButton(name: string) {
    return this.root.getByRole("button", {
      name: `${this.t("itemEditor.removePledge", { name })}${this.t("itemEditor.releaseContext", { title: this.title })}`,
      exact: true,
    });
  }
}
