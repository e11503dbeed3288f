// One wish on the list screen: what a guest sees and does (price, who reserved it, the reserve
// toggle with its inputs; "Ask a question" in AskQuestionFold) and, in owner mode, the owner's
// buttons and inline editor.
import { expect, type Locator, type Page } from "@playwright/test";
import type { Texts } from "../messages";
import { AskQuestionFold } from "./AskQuestionFold";
import { CardPicture } from "./CardPicture";
import { GroupGiftParts } from "./GroupGiftParts";
import { CardUnits } from "./CardUnits";
import { ItemForm } from "./ItemForm";
import { OwnerCardButtons } from "./OwnerCardButtons";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const exactlyOneOf = (...texts: string[]) => new RegExp(`^(?:${texts.map(escapeRegExp).join("|")})$`);

/** The title as a card shows it: a linked title is followed by ↗ (↖ right to left) and "(opens in a new tab)". */
export const titlePattern = (title: string) => new RegExp(`^${escapeRegExp(title)}(?:\\s*[↗↖]|$)`);

/** "others": taken, not from this device (its release needs that person's password); "release": one's own, all taken. */
export type ReservationState = "free" | "reserved" | "release" | "others" | "busy";

export class ItemCard {
  readonly root: Locator;

  constructor(
    page: Page,
    /** The title the card shows now; the owner's buttons are named after it. */
    readonly title: string,
    private readonly t: Texts,
  ) {
    this.root = page
      .getByTestId("item-card")
      .filter({ has: page.locator(".item-title", { hasText: titlePattern(title) }) });
  }

  /** The wish's picture, or the words standing in for a missing one. */
  get picture() {
    return new CardPicture(this.root, this.t);
  }
  /** "Suggested by Oma Gerda" on a wish a guest suggested. */
  get suggestedBy() {
    return this.root.getByTestId("item-suggested");
  }
  /** The owner's answers to questions on this wish, as every guest reads them. */
  get answers() {
    return this.root.getByTestId("item-answers");
  }
  /** The section a card names while a sort mixes the sections ("Garden"). */
  get sectionTag() {
    return this.root.getByTestId("item-section-tag");
  }
  /** The arrow after a linked title (↗, ↖ right to left). */
  get linkArrow() {
    return this.root.locator(".external-icon");
  }
  /** The wish's title as a heading: where the focus goes once the wish before it was deleted. */
  get heading() {
    return this.root.locator(".item-title");
  }
  get price() {
    return this.root.getByTestId("item-price");
  }
  /** "Reserved by Anna" (or just "Reserved"); absent while the wish is free. */
  get reservedBy() {
    return this.root.getByTestId("reserved-by");
  }
  /** "free", "Reserved by Oma", "2 of 6 reserved": what the card says of the wish's state. */
  get freeState() {
    return this.root.getByTestId("item-free");
  }
  /** The "most wanted" mark. */
  get mostWanted() {
    return this.root.getByTestId("most-wanted");
  }
  /** "One of these: Bike", and "One of these is already taken" once another is (decision 119). */
  get oneOf() {
    return this.root.getByTestId("item-one-of");
  }
  get oneOfTaken() {
    return this.root.getByTestId("one-of-taken");
  }

  // the guest's reservation controls: the card's one action opens them (issue 26)
  /** The card's action ("Reserve", "Release"): a disclosure that opens the form in place. */
  get openButton() {
    return this.root.getByTestId("reserve-open");
  }
  get disclosure() {
    return this.root.locator("details.reserve-disclosure");
  }
  get cancelButton() {
    return this.root.getByRole("button", { name: this.t("public.cancelForm"), exact: true });
  }
  /** What an opened card offers before the page's scripts run: the page again, with this card's form open. */
  get formLink() {
    return this.root.locator(".reserve-form-link");
  }
  /** What the card says where no script runs: reserving, or chipping in, needs them (decision 201). */
  get needsScriptsNote() {
    return this.root.getByText(exactlyOneOf(this.t("public.needsScripts"), this.t("public.needsScriptsToChipIn")));
  }
  /** "Ask a question", beside the form (decision 116). */
  get ask() {
    return new AskQuestionFold(this.root.getByTestId("item-ask"), this.t, () => this.openForm());
  }
  /** Opens the form unless it is open already; focus then lies in it. */
  async openForm() {
    // once more if the first tap did not open it: a card above folding its form away moves this one
    // between Playwright's last look and its tap, which then lands beside it
    await expect(async () => {
      if (!(await this.disclosure.evaluate((details: HTMLDetailsElement) => details.open))) {
        await this.openButton.click();
      }
      await expect(this.disclosure).toHaveAttribute("open", "", { timeout: 2_000 });
      // 30 s: a tap waits for the card to hold still, which took over 15 s in a CI run at load 15
      // with five phones' pages open (draw.spec.ts, stop 77)
    }).toPass({ timeout: 30_000 });
    // the form is rendered at the first opening (decision 070)
    await expect(this.root.locator("form.reservation")).toBeVisible();
  }
  /** Before the page's scripts run: the action, then the link that loads the page with this form open. */
  async openFormBeforeScripts() {
    await this.openButton.click();
    await Promise.all([this.root.page().waitForEvent("framenavigated"), this.formLink.click()]);
    await expect(this.disclosure).toHaveAttribute("open", "");
    await expect(this.root.locator("form.reservation")).toBeVisible();
  }
  /** The reservation form; `data-ready="true"` once its code runs (a tap before posts the page natively). */
  get form() {
    return this.root.locator("form.reservation");
  }
  /** On a secret suggestion, once the form is open: "Withdraw my suggestion", its password and button. */
  get withdrawSuggestion() {
    const fold = this.root.getByTestId("suggest-withdraw");
    return {
      open: () => fold.getByText(this.t("public.suggestWithdrawAction"), { exact: true }).click(),
      password: fold.getByLabel(this.t("public.passwordLabel"), { exact: true }),
      submit: fold.getByRole("button", { name: this.t("public.suggestWithdrawSubmit"), exact: true }),
      error: fold.getByRole("alert"),
    };
  }
  /** Waits until the form's own code runs, for a test that let it load late. */
  async formWorks() {
    await expect(this.form).toHaveAttribute("data-ready", "true");
  }
  /** The submit button inside the form (it keeps the toggle's states: free, reserved, busy). */
  get reserveToggle() {
    return this.root.getByTestId("reserve-toggle");
  }
  /** Every text field drawn on the card (none while a notice stands in for the form). */
  get textFields() {
    return this.root.getByRole("textbox");
  }
  get nameInput() {
    return this.root.getByLabel(this.t("public.nameLabel"), { exact: true });
  }
  get passwordInput() {
    return this.root.getByLabel(this.t("public.passwordLabel"), { exact: true });
  }
  /** The icon picker of icon mode ("Your icon", or "Your icon (optional)"). */
  get iconPicker() {
    return this.root.getByRole("group", { name: this.t("public.iconLabel") });
  }
  /** The picker's icons, each a button named by its emoji (or the one named `icon`). */
  iconButtons(icon?: string) {
    return this.iconPicker.getByRole("button", icon === undefined ? {} : { name: icon });
  }

  /** What the card says when the wish changed while the guest typed ("just reserved by someone else"). */
  get notice() {
    return this.root.getByTestId("reservation-notice");
  }
  /** "Got it" under such a notice: the card shows the wish as it is now, the input is emptied. */
  get dismissNotice() {
    return this.root.getByRole("button", { name: this.t("public.conflictDismiss"), exact: true });
  }
  /** "E-mail (optional)": only while the server sends mail. */
  get emailInput() {
    return this.root.getByLabel(this.t("public.emailLabel"), { exact: true });
  }
  /** "Keep my name secret" ("…icon…" in icon mode): the wish then shows as taken, naming nobody (103). */
  get keepNameSecret() {
    const names = exactlyOneOf(this.t("public.anonymousLabel"), this.t("public.anonymousIconLabel"));
    return this.root.getByRole("checkbox", { name: names });
  }
  /** "You're reserving as Oma. Not me": a guest this device remembers. */
  get rememberedGuest() {
    return this.root.getByTestId("remembered-guest");
  }
  get notMeButton() {
    return this.root.getByRole("button", { name: `${this.t("public.notMe")} – ${this.t("public.notMeAction")}` });
  }
  /** "Your reservation" on a card reserved from this device. */
  get yourReservation() {
    return this.root.getByTestId("your-reservation");
  }

  /** A wish wished for more than once: "2 of 6 reserved", who reserved how many, the count, "Release mine". */
  get units() {
    return new CardUnits(this.root, this.title, this.t);
  }

  /** A group gift's progress, shares and form (docs/decisions/063-group-gifts.md). */
  get groupGift() {
    return new GroupGiftParts(this.root, this.title, this.t, this);
  }

  /** Free or reserved: what the card's action says (its form may not be drawn yet); busy: the form's toggle. */
  async expectState(state: ReservationState) {
    await expect(state === "busy" ? this.reserveToggle : this.openButton).toHaveAttribute("data-state", state);
  }

  /** Opens the form, fills what is given and presses the toggle: reserves a free wish, releases a reserved one. */
  async toggleReservation({ name, icon, password }: { name?: string; icon?: string; password?: string } = {}) {
    await this.openForm();
    if (name !== undefined) await this.nameInput.fill(name);
    if (icon !== undefined) await this.iconButtons(icon).click();
    if (password !== undefined) await this.passwordInput.fill(password);
    await this.reserveToggle.click();
  }

  /** The owner's buttons under the wish: edit, delete, move, release, received, the drag grip. */
  get owner() {
    return new OwnerCardButtons(this.root, this.title, this.t);
  }
  /** "Received ✓" on a wish whose gift arrived, for owner and guests alike. */
  get received() {
    return this.root.getByTestId("item-received");
  }
  /** The inline editor, once "Edit" was pressed. */
  get editor() {
    return new ItemForm(this.root.locator("form"), this.t);
  }

  async edit(): Promise<ItemForm> {
    await this.owner.editButton.click();
    return this.editor;
  }
}
