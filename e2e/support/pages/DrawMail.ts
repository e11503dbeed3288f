// A draw's mail on its screens (docs/decisions/089-draw-mail.md, 197): the organizer adding a person
// with their address, a person's address dialog, the links sent by e-mail, and a person's own e-mail
// card. These parts show only while the server sends mail; DrawPage's `mail` reaches them.
import type { Page } from "@playwright/test";
import type { Texts } from "../messages";

export class DrawMail {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  // the organizer's screen
  /** Adds a person by name with their address ("Their e-mail (optional)"), as for grandma. */
  async addPerson(name: string, email: string) {
    const people = this.page.getByTestId("draw-people");
    await people.getByRole("textbox", { name: this.t("draw.nameLabelOther"), exact: true }).fill(name);
    await people.getByRole("textbox", { name: this.t("draw.emailAddLabel"), exact: true }).fill(email);
    await people.getByRole("button", { name: this.t("draw.addSubmit"), exact: true }).click();
  }
  /** "E-mail address for Grandma" on her row: only for a person the organizer added. */
  addressButton(name: string) {
    return this.page.getByRole("button", { name: this.t("draw.emailFor", { name }), exact: true });
  }
  /** The dialog that button opens: whether the person has an address, a field for one. */
  get addressDialog() {
    return this.page.getByTestId("draw-person-mail");
  }
  async giveAddress(email: string) {
    await this.addressDialog.getByRole("textbox", { name: this.t("draw.emailLabel"), exact: true }).fill(email);
    await this.addressDialog.getByRole("button", { name: this.t("draw.emailSave"), exact: true }).click();
  }
  async closeAddressDialog() {
    await this.page
      .getByRole("dialog")
      .getByRole("button", { name: this.t("draw.close"), exact: true })
      .click();
  }
  /** "Links by e-mail": how many people have an address, and "Send the links". */
  get sendLinksCard() {
    return this.page.getByTestId("draw-send-links");
  }
  async sendLinks() {
    await this.sendLinksCard.getByRole("button", { name: this.t("draw.sendButton"), exact: true }).click();
  }

  // a person's screen
  /** "Your e-mail": the address a person who joined gives themselves. */
  get ownAddressCard() {
    return this.page.getByTestId("draw-my-email");
  }
  get ownAddressHeading() {
    return this.ownAddressCard.getByRole("heading", { name: this.t("draw.myEmailTitle") });
  }
  get ownAddressInput() {
    return this.ownAddressCard.getByRole("textbox", { name: this.t("draw.emailJoinLabel"), exact: true });
  }
  async saveOwnAddress(email: string) {
    await this.ownAddressInput.fill(email);
    await this.ownAddressCard.getByRole("button", { name: this.t("draw.emailSave"), exact: true }).click();
  }
}
