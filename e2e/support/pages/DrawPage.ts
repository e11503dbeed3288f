// A secret-santa draw (/web/draw/…) as its people and its organizer see it: starting a draw, the
// join page, a person's screen with their match, and the organizer's people, exclusions and draw.
import { expect } from "@playwright/test";
import { DrawMail } from "./DrawMail";
import { Screen } from "./Screen";

export class DrawPage extends Screen {
  async openCreate() {
    return this.page.goto("/web/draw/");
  }
  /** The form that starts a draw: its title, password, budget, day and note. */
  get createForm() {
    return this.page.locator("form", { has: this.page.getByLabel(this.t("draw.titleLabel"), { exact: true }) });
  }

  /** Starts a draw through its form (a budget as typed, if given) and waits for the organizer's screen. */
  async create(title: string, password: string, { budget }: { budget?: string } = {}) {
    if (budget !== undefined) await this.page.getByLabel(this.t("draw.budgetLabel"), { exact: true }).fill(budget);
    await this.page.getByLabel(this.t("draw.titleLabel"), { exact: true }).fill(title);
    await this.page.getByLabel(this.t("draw.passwordLabel"), { exact: true }).fill(password);
    await this.page.getByRole("button", { name: this.t("draw.submit") }).click();
    await expect(this.organizerBadge).toBeVisible();
  }
  get title() {
    return this.page.getByTestId("draw-title");
  }
  /** The title block: kicker, title and facts on their card. */
  get hero() {
    return this.page.locator("header", { has: this.title });
  }
  /** "In the draw (3): Oma, Opa and Max" on the join page: who is in already. */
  get peopleLine() {
    return this.page.getByTestId("draw-people-line");
  }
  get organizerBadge() {
    return this.page.getByTestId("draw-organizer");
  }
  /** The join link the organizer sends around. */
  async joinLink(): Promise<string> {
    return this.page.getByTestId("draw-join-link").getByRole("textbox").inputValue();
  }

  /** "Copy" beside a link to hand on (`testId`: its box, as the join link's "draw-join-link"). */
  copyButton(testId: string) {
    return this.page.getByTestId(testId).getByRole("button", { name: this.t("common.copy"), exact: true });
  }

  /** Joins through the join page with name, password and a wishlist's address; waits for the person's screen. */
  async join(name: string, password: string, wishlist: string) {
    await this.tryToJoin(name, password, wishlist);
    await expect(this.me(name)).toBeVisible();
  }
  /** Fills the join page and presses "Join", whatever the answer (see `joinError`). */
  async tryToJoin(name: string, password: string, wishlist?: string) {
    await this.joinNameInput.fill(name);
    await this.joinPasswordInput.fill(password);
    if (wishlist !== undefined)
      await this.page.getByLabel(this.t("draw.wishlistLabel"), { exact: true }).fill(wishlist);
    await this.page.getByRole("button", { name: this.t("draw.joinSubmit"), exact: true }).click();
  }
  /** The join page's name and password. */
  get joinNameInput() {
    return this.page.getByLabel(this.t("draw.nameLabel"), { exact: true });
  }
  get joinPasswordInput() {
    return this.page.getByLabel(this.t("draw.joinPasswordLabel"), { exact: true });
  }
  /** Why the join page refused (a name taken, a wrong password). */
  get joinError() {
    return this.page.getByTestId("draw-join-error");
  }

  /** "Are you the organizer?" on the join page: a fold with the organizer's password. */
  get organizerLogin() {
    return this.page.locator("details.draw-organizer-login");
  }
  get organizerLoginSummary() {
    return this.organizerLogin.locator("summary");
  }
  get organizerPasswordInput() {
    return this.organizerLogin.getByLabel(this.t("draw.passwordLabel"), { exact: true });
  }
  /** The person's own link, as their screen shows it. */
  async personalLink(): Promise<string> {
    return this.page.getByTestId("draw-my-link").getByRole("textbox").inputValue();
  }

  /** The organizer takes part on their own screen, with a password of their own; waits for their card. */
  async takePart(name: string, password: string) {
    const form = this.page.getByRole("form", { name: this.t("draw.selfTitle") });
    await form.getByLabel(this.t("draw.nameLabel"), { exact: true }).fill(name);
    await form.getByLabel(this.t("draw.joinPasswordLabel"), { exact: true }).fill(password);
    await form.getByRole("button", { name: this.t("draw.selfSubmit"), exact: true }).click();
    await expect(this.me(name)).toBeVisible();
  }

  /** The draw's mail: addresses, links by e-mail, a person's own address (only while the server sends mail). */
  get mail() {
    return new DrawMail(this.page, this.t);
  }

  /** The title block's facts (budget, day, note) as one text. */
  get facts() {
    return this.page.getByTestId("draw-facts");
  }

  // the organizer's screen
  person(name: string) {
    return this.people.filter({ hasText: name });
  }
  /** "Remove" on a person's row: asks first (`question`). */
  async askToRemove(name: string) {
    await this.person(name)
      .getByRole("button", { name: this.t("draw.removePerson", { name }) })
      .click();
  }
  /** "New link" on a person's row: asks first (`question`), then hands the link over (`handedLink`). */
  async askForNewLink(name: string) {
    await this.person(name)
      .getByRole("button", { name: this.t("draw.newLinkFor", { name }) })
      .click();
  }
  async confirmNewLink() {
    await this.question.getByRole("button", { name: this.t("draw.newLinkConfirm") }).click();
  }
  /** A person's new link, handed to the organizer to pass on. */
  get handedLink() {
    return this.page.getByTestId("draw-handed-link");
  }
  async closeHandedLink() {
    await this.handedLink.getByRole("button", { name: this.t("draw.close") }).click();
  }
  /** "Change the draw": its budget and day, kept for everyone with "Save". */
  get editForm() {
    return this.page.getByRole("form", { name: this.t("draw.editTitle") });
  }
  get editBudgetInput() {
    return this.editForm.getByLabel(this.t("draw.budgetLabel"), { exact: true });
  }
  async changeDraw({ budget, day }: { budget: string; day: string }) {
    await this.editBudgetInput.fill(budget);
    await this.editForm.getByLabel(this.t("draw.dateLabel"), { exact: true }).fill(day);
    await this.editForm.getByRole("button", { name: this.t("draw.editSubmit") }).click();
  }
  get people() {
    return this.page.getByTestId("draw-person");
  }
  /** The organizer's card of people: every row, the form to add one. */
  get peopleCard() {
    return this.page.getByTestId("draw-people");
  }
  /** Every "Remove" on the people's rows (none once drawn). */
  get removeButtons() {
    return this.people.getByRole("button", { name: this.t("draw.remove") });
  }
  /** Why nobody can be removed or added once drawn. */
  get peopleFixed() {
    return this.page.getByTestId("draw-people-fixed");
  }
  get exclusions() {
    return this.page.getByTestId("draw-exclusion");
  }
  /** The card of exclusions: its rows and its form for the next pair. */
  get exclusionsCard() {
    return this.page.getByTestId("draw-exclusions");
  }
  /** The first of the pair's two names, which takes the focus after a pair is added (decision 220). */
  get exclusionAInput() {
    return this.exclusionsCard.getByLabel(this.t("draw.exclusionA"), { exact: true });
  }
  get exclusionBInput() {
    return this.exclusionsCard.getByLabel(this.t("draw.exclusionB"), { exact: true });
  }
  get excludeButton() {
    return this.exclusionsCard.getByRole("button", { name: this.t("draw.exclusionAdd"), exact: true });
  }
  /** Chooses the pair; `exclude` also presses the button. */
  async choosePair(a: string, b: string) {
    await this.exclusionAInput.selectOption({ label: a });
    await this.exclusionBInput.selectOption({ label: b });
  }
  async exclude(a: string, b: string) {
    await this.choosePair(a, b);
    await this.excludeButton.click();
  }
  /** Removes the exclusion whose row names `name`. */
  async removeExclusionOf(name: string) {
    await this.exclusions.filter({ hasText: name }).getByRole("button").click();
  }
  /** The organizer's form to add a person by name: the name, and "Add". */
  get addNameInput() {
    return this.peopleCard.getByLabel(this.t("draw.nameLabelOther"), { exact: true });
  }
  get addButton() {
    return this.peopleCard.getByRole("button", { name: this.t("draw.addSubmit"), exact: true });
  }
  /** What holds the focus inside an open dialog (none: the focus is elsewhere). */
  get focusInDialog() {
    return this.page.getByRole("dialog").locator(":focus");
  }
  /** "More": the draw as a file and next year's draw. */
  get more() {
    return this.page.locator("details.draw-extras");
  }
  get moreSummary() {
    return this.more.locator("summary");
  }
  /** The warning before the draw that the exclusions leave someone one person to draw (decision 220). */
  get foreseen() {
    return this.page.getByTestId("draw-foreseen");
  }
  get drawButton() {
    return this.page.getByTestId("draw-run");
  }
  get drawn() {
    return this.page.getByTestId("draw-done");
  }
  /** "Looked at their person: 1 of 3". */
  get lookedCount() {
    return this.page.getByTestId("draw-looked");
  }
  /** "Draw again", asked first; waits for the toast's "drawn". */
  async redraw() {
    await this.page.getByRole("button", { name: this.t("draw.redrawButton"), exact: true }).click();
    await this.page
      .getByRole("dialog")
      .getByRole("button", { name: this.t("draw.redrawConfirm"), exact: true })
      .click();
    await expect(this.page.getByRole("dialog")).toHaveCount(0);
  }
  /** A person's screen. "Hallo Sabine!": the screen of the person this device shows. */
  me(name: string) {
    return this.page.getByRole("heading", { name: this.t("draw.meTitle", { name }) });
  }
  /** The card of the person this device shows. */
  get meCard() {
    return this.page.getByTestId("draw-me");
  }
  /** "Waiting for the draw" on a person's card before the names are drawn. */
  get waiting() {
    return this.page.getByTestId("draw-waiting");
  }
  /** The "open" badge of a draw not drawn yet. */
  get openBadge() {
    return this.page.getByText(this.t("draw.openBadge"));
  }
  /** The person's wishlist: none yet, "Create a wishlist", or the one attached. */
  get myWishlist() {
    return this.page.getByTestId("draw-my-wishlist");
  }
  async createWishlist() {
    await this.page.getByTestId("draw-create-wishlist").click();
  }
  async openMyWishlist() {
    await this.myWishlist.getByRole("link", { name: this.t("draw.myWishlistOpen") }).click();
  }

  // questions asked first (decision 107): removing a person, a new link, another person's link
  get question() {
    return this.page.getByRole("dialog");
  }
  /** The question before another person's link opens where a person is shown (decision 107). */
  get switchQuestion() {
    return this.question;
  }
  async cancelQuestion() {
    await this.question.getByRole("button", { name: this.t("draw.cancel") }).click();
  }
  /** Answers the question before `name`'s link opens: "Open Oma Gerda's page". */
  async openOtherPerson(name: string) {
    await this.question.getByRole("button", { name: this.t("draw.switchOpen", { name }) }).click();
  }
  /** "Also on this device": the other people whose links this device holds. */
  get othersOnDevice() {
    return this.page.getByTestId("draw-others");
  }
  /** One button per other person this device holds. */
  get switchButtons() {
    return this.othersOnDevice.getByRole("button");
  }
  switchTo(name: string) {
    return this.othersOnDevice.getByRole("button", { name: this.t("draw.switchTo", { name }) });
  }
  get revealButton() {
    return this.page.getByTestId("draw-reveal");
  }
  /** "The organizer drew the names again": only for whoever had looked at an earlier match. */
  get redrawnNotice() {
    return this.page.getByTestId("draw-redrawn");
  }
  get match() {
    return this.page.getByTestId("draw-match");
  }
  get matchName() {
    return this.page.getByTestId("draw-match-name");
  }
  get matchWishlist() {
    return this.page.getByTestId("draw-match-wishlist");
  }
}
