// The list screen (/web/?slug=…) as guests and the owner see it: title, wishes, invite block,
// the owner's login, tools and item forms.
import { expect } from "@playwright/test";
import type { LiveState } from "../../../components/list/useLiveList";
import { EDIT_TOKEN_KEY, GUEST_KEY } from "../../../lib/client/browser-storage";
import { CreatedDialog, DeleteWishDialog, OwnerLoginDialog } from "./Dialogs";
import { ItemCard, titlePattern } from "./ItemCard";
import { ConnectionNotes } from "./ConnectionNotes";
import { InviteBlock } from "./InviteBlock";
import { ItemForm } from "./ItemForm";
import { ListSections } from "./ListSections";
import { ListTransfer } from "./ListTransfer";
import { ListView } from "./ListView";
import { BringAlongDialog } from "./BringAlongDialog";
import { OpenQuestions } from "./OpenQuestions";
import { OwnerBars } from "./OwnerBars";
import { OwnerToolbar } from "./OwnerToolbar";
import { ReportDialog } from "./ReportDialog";
import { Screen } from "./Screen";
import { SuggestFold } from "./SuggestFold";
import { SurpriseAndClosing } from "./SurpriseAndClosing";
import { DeleteListConfirmation } from "./SettingsDialog";

export type ListAddress = {
  /** …&created=1: the page opens with the "your list is ready" dialog. */
  created?: boolean;
  /** An owner token in the address fragment, as the create screen hands it over. */
  editToken?: string;
};

export class ListPage extends Screen {
  static path(slug: string, { created, editToken }: ListAddress = {}) {
    return `/web/?slug=${slug}${created ? "&created=1" : ""}${editToken ? `#edit=${editToken}` : ""}`;
  }

  async open(slug: string, address: ListAddress = {}) {
    return this.page.goto(ListPage.path(slug, address));
  }

  /** Opens the list as its owner the way the create screen does: the token in the fragment. */
  async openAsOwner(list: { slug: string; editToken: string }) {
    await this.open(list.slug, { editToken: list.editToken });
    await expect(this.toolbar.root).toBeVisible();
  }

  /** Opens a co-owner link (apiInviteCoOwner's) as the co-owner does: owner mode, without the password. */
  async openAsCoOwner(link: string) {
    await this.page.goto(link);
    await expect(this.toolbar.root).toBeVisible();
  }

  get screen() {
    return this.page.getByTestId("list-screen");
  }
  get title() {
    return this.page.getByTestId("list-title");
  }
  /** The list's own logo beside its title (on wide screens only); the header's is `logo`. */
  get listLogo() {
    return this.page.locator(".list-logo");
  }
  get cards() {
    return this.page.getByTestId("item-card");
  }
  /** Every card's reserve toggle drawn on the screen (a card's form once opened). */
  get reserveToggles() {
    return this.cards.getByTestId("reserve-toggle");
  }
  /** Every card's title, in the order on the screen. */
  get cardTitles() {
    return this.cards.locator(".item-title");
  }
  /** Every card's "Received ✓". */
  get receivedMarks() {
    return this.cards.getByTestId("item-received");
  }
  /** How many wishes the list holds, in words ("2 wishes"). */
  get itemCount() {
    return this.page.getByTestId("item-count");
  }
  /** The note for a browser that runs no scripts (never read while they run). */
  get needsScriptsNote() {
    return this.page.getByTestId("needs-scripts");
  }
  card(title: string) {
    return new ItemCard(this.page, title, this.t);
  }
  /** Every "Add" button of a wish form on the screen (none but in owner mode). */
  get addWishButtons() {
    return this.page.getByRole("button", { name: this.t("itemEditor.add") });
  }
  /** Every owner's button that releases one friend's reservation, on any wish. */
  get reservationReleaseButtons() {
    return this.page.getByTestId("owner-release-reservation");
  }
  /** "Add to Wunschliste": the bookmarklet to drag to the bookmarks bar, and what a click on it says. */
  get bookmarklet() {
    return this.page.getByRole("link", { name: this.t("itemEditor.bookmarklet") });
  }
  get bookmarkletClickedNote() {
    return this.page.getByText(this.t("itemEditor.bookmarkletClicked"));
  }
  /** The hint that offers the bookmark for a shop that refuses the server. */
  get bookmarkletHint() {
    return this.page.getByText(this.t("itemEditor.bookmarkletHint"));
  }

  /** The wishes' titles in the order the page shows them. */
  async expectTitles(titles: string[]) {
    await expect(this.cardTitles).toHaveText(titles.map(titlePattern));
  }

  /** "Invite your friends": the link and its QR code, while the list is open. */
  get inviteBlock() {
    return this.page.getByTestId("invite-block");
  }
  /** "Invite your friends": the link and its QR code, while the list is open. */
  get invite() {
    return new InviteBlock(this.page, this.t);
  }
  /** In the invite's place for a secret-santa giver who came from their draw: sharing would tell whom they drew. */
  get inviteFromDraw() {
    return this.page.getByTestId("invite-from-draw");
  }
  /** The sections the wishes are filed under, and the owner's renaming of one. */
  get sections() {
    return new ListSections(this.page, this.t);
  }
  /** What the page says of its connection: reconnecting, changes waiting or paused, offline. */
  get connection() {
    return new ConnectionNotes(this.page);
  }
  /** "Suggest a wish" below the wishes: a fold whose form loads at its first opening (decision 115). */
  get suggestion() {
    return new SuggestFold(this.page, this.t);
  }
  /** "Filter & sort": its fold, form and count. */
  get view() {
    return new ListView(this.page, this.t);
  }
  /** Every reservation password field drawn on the screen (a card's form once opened). */
  get reservationPasswordInputs() {
    return this.page.getByTestId("reserve-password");
  }
  /** The owner's questions waiting for an answer, at the top of the list (decision 116). */
  get openQuestions() {
    return new OpenQuestions(this.page, this.t);
  }
  /** The event's day and time, and its place, under the title. */
  get eventDate() {
    return this.page.getByTestId("event-date");
  }
  get eventLocation() {
    return this.page.getByTestId("event-location");
  }
  /** Waits until the page has its live stream and has heard the list's version once (decision 029). */
  async waitUntilLive(options?: { timeout?: number }) {
    await this.expectLiveState("live", options);
  }
  /** How the page hears of changes (decision 029): its stream, asking now and then, paused, or the list gone. */
  async expectLiveState(state: LiveState, options?: { timeout?: number }) {
    await expect(this.screen).toHaveAttribute("data-live", state, options);
  }
  /** "This list does not exist": an address no list ever had, with the way to a list of one's own. */
  get notFound() {
    return {
      root: this.page.getByTestId("list-not-found"),
      heading: this.page.getByRole("heading", { level: 1, name: this.t("notFound.heading"), exact: true }),
      createLink: this.page.getByRole("link", { name: this.t("notFound.create"), exact: true }),
    };
  }
  /** "This list no longer exists": the open list was deleted meanwhile. */
  get gone() {
    return {
      heading: this.page.getByRole("heading", { name: this.t("public.goneHeading"), exact: true }),
      createLink: this.page.getByRole("link", { name: this.t("public.goneCreate"), exact: true }),
    };
  }
  /** "This list is not available": a list the instance's admin hid (decision 128). */
  get hiddenNote() {
    return this.page.getByTestId("list-hidden");
  }
  /** Its owner's note on that screen: why, and whom to ask (OPERATOR_CONTACT, decision 241). */
  get hiddenOwnerNote() {
    return this.page.getByTestId("list-hidden-owner");
  }
  /** The owner's way to take a hidden list away: the settings' delete, its file offered first. */
  async openHiddenListDeletion() {
    await this.hiddenNote.getByRole("button", { name: this.t("settings.deleteOpen"), exact: true }).click();
    const confirmation = new DeleteListConfirmation(this.page, this.t);
    await confirmation.root.waitFor();
    return confirmation;
  }
  /** "Report this list" in the footer, and its dialog (decision 129). */
  get report() {
    return new ReportDialog(this.page, this.t);
  }
  /** "My gifts (2)": shows only the wishes reserved from this device. */
  myGiftsToggle(count: number) {
    return this.page.getByRole("button", { name: this.t("public.myGifts", { count }), exact: true });
  }
  /** What this device remembers of its guest for the list (decision 042), or undefined. */
  async rememberedGuest(slug: string): Promise<{ name: string; password: string; reservations: string[] } | undefined> {
    const guests = await this.page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? "{}") as Record<string, never>,
      GUEST_KEY,
    );
    return guests[slug];
  }

  // owner mode
  get ownerLoginButton() {
    return this.page.getByRole("button", { name: this.t("owner.loginButton") });
  }
  get loginDialog() {
    return new OwnerLoginDialog(this.page, this.t);
  }
  /** Says that a stored or given owner token was refused. */
  get ownerAccessRevoked() {
    return this.page.getByTestId("owner-revoked");
  }
  /** After the owner password was changed on another device: why a save failed, and the way back in. */
  get unlockAgainNotice() {
    return this.page.getByTestId("unlock-again");
  }
  get unlockAgainButton() {
    return this.unlockAgainNotice.getByRole("button", { name: this.t("owner.unlockAgain"), exact: true });
  }
  get createdDialog() {
    return new CreatedDialog(this.page, this.t);
  }
  get toolbar() {
    return new OwnerToolbar(this.page, this.t);
  }
  /** The owner's bar of buttons under each wish, for layout measurements. */
  get ownerBars() {
    return new OwnerBars(this.page, this.t);
  }
  /** "Bring wishes along": paste or a CSV file, review, add (issue 55). */
  get bringAlong() {
    return new BringAlongDialog(this.page, this.t);
  }

  get transfer() {
    return new ListTransfer(this.page, this.t);
  }
  /** Surprise mode's peek and note; closing after the day, its banner, reopening, the thank-you list. */
  get closing() {
    return new SurpriseAndClosing(this.page, this.t);
  }
  /** "Your list is still empty": the owner's first-wish form. */
  get firstWishForm() {
    return new ItemForm(this.page.getByRole("region", { name: this.t("itemEditor.emptyTitle") }), this.t);
  }
  /** "Your list is still empty": the heading of the owner's first-wish form. */
  get firstWishHeading() {
    return this.page.getByRole("heading", { name: this.t("itemEditor.emptyTitle"), exact: true });
  }
  /** The "Add a wish" form under its disclosure (once the list has wishes). */
  get addWishForm() {
    return new ItemForm(this.page.locator("details", { has: this.addWishSummary }), this.t);
  }
  private get addWishSummary() {
    return this.page.locator("summary", { hasText: this.t("itemEditor.addTitle") });
  }
  /** The form that adds a wish, in the empty list's first-wish card or in the "Add a wish" fold. */
  get addForm() {
    const add = this.page.getByRole("button", { name: this.t("itemEditor.add"), exact: true });
    return new ItemForm(this.page.locator("form", { has: add }), this.t);
  }
  async openAddWishForm() {
    await this.addWishSummary.click();
    return this.addWishForm;
  }
  get deleteDialog() {
    return new DeleteWishDialog(this.page, this.t);
  }
  /** What screen readers are told after a move: "“Scarf” is now at position 1 of 3." */
  movedAnnouncement(title: string, position: number, count: number) {
    return this.page.getByRole("status").filter({ hasText: this.t("itemEditor.moved", { title, position, count }) });
  }

  /** The owner token this browser keeps for the list, if any. */
  async storedEditToken(slug: string): Promise<string | undefined> {
    const tokens = await this.page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? "{}") as Record<string, string>,
      EDIT_TOKEN_KEY,
    );
    return tokens[slug];
  }
}
