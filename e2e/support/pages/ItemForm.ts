// The owner's wish form: the empty list's first-wish form, the "Add a wish" form, and the inline
// editor in a card all share it.
import type { Locator } from "@playwright/test";
import type { Texts } from "../messages";

export type WishFields = {
  title?: string;
  link?: string;
  pictureLink?: string;
  price?: string;
  note?: string;
  quantity?: string;
  section?: string;
  mostWanted?: boolean;
  /** "“One of these” group" (docs/decisions/119-any-one-of-these.md). */
  oneOf?: string;
  unlimited?: boolean;
};

export class ItemForm {
  constructor(
    readonly root: Locator,
    private readonly t: Texts,
  ) {}

  get titleInput() {
    return this.root.getByLabel(this.t("itemEditor.title"), { exact: true });
  }
  get linkInput() {
    return this.root.getByLabel(this.t("itemEditor.url"), { exact: true });
  }
  get pictureLinkInput() {
    return this.root.getByLabel(this.t("itemEditor.imageUrl"), { exact: true });
  }
  /** "Take or choose a picture": the file input (camera or gallery on a phone) and its preview. */
  get pictureInput() {
    return this.root.getByLabel(this.t("itemEditor.pictureChoose"), { exact: true });
  }
  /** "Take or choose a picture" as it is seen and tapped: the file input's label, drawn as a button. */
  get pictureButton() {
    return this.pictureField.locator("label", { hasText: this.t("itemEditor.pictureChoose") });
  }
  /** The picture's whole field: the file input, its preview and the remove button. */
  get pictureField() {
    return this.root.getByTestId("picture-field");
  }
  get picturePreview() {
    return this.root.getByTestId("picture-preview");
  }
  get removePictureButton() {
    return this.root.getByRole("button", { name: this.t("itemEditor.pictureRemove"), exact: true });
  }
  get priceInput() {
    return this.root.getByLabel(this.t("itemEditor.price"), { exact: true });
  }
  get noteInput() {
    return this.root.getByLabel(this.t("itemEditor.note"), { exact: true });
  }
  get quantityInput() {
    return this.root.getByLabel(this.t("itemEditor.quantity"), { exact: true });
  }
  /** "Group gift: friends chip in together" (docs/decisions/063-group-gifts.md). */
  get groupGiftCheckbox() {
    return this.root.getByRole("checkbox", { name: this.t("itemEditor.groupGift"), exact: true });
  }
  get error() {
    return this.root.getByRole("alert");
  }
  /** "Paste a shop link" (new wishes only), its button and what it says happened. */
  get shopLinkInput() {
    return this.root.getByLabel(this.t("itemEditor.shopLink"), { exact: true });
  }
  get fillFromShopButton() {
    return this.root.getByRole("button", { name: this.t("itemEditor.shopLinkFill"), exact: true });
  }
  /** Every checkbox of the form (most wanted, group gift, …), each with its label. */
  get checkboxes() {
    return this.root.getByRole("checkbox");
  }
  get shopLinkStatus() {
    return this.root.locator(".shop-link").getByRole("status");
  }
  /** The shop link's whole status line (empty once the form is cleared for the next wish). */
  get shopLinkStatusLine() {
    return this.root.locator(".shop-link-status");
  }
  /** Whatever in the form has the focus (one element, or none). */
  get focused() {
    return this.root.locator(":focus");
  }

  /** Pastes `text` into `input` as a person would (a paste event with the clipboard's text). */
  async paste(input: Locator, text: string) {
    await input.evaluate((element, value) => {
      const data = new DataTransfer();
      data.setData("text/plain", value);
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  }
  get addButton() {
    return this.root.getByRole("button", { name: this.t("itemEditor.add"), exact: true });
  }
  get saveButton() {
    return this.root.getByRole("button", { name: this.t("itemEditor.save"), exact: true });
  }
  get sectionInput() {
    return this.root.getByLabel(this.t("itemEditor.section"), { exact: true });
  }
  get mostWantedCheckbox() {
    return this.root.getByRole("checkbox", { name: this.t("itemEditor.mostWanted"), exact: true });
  }
  get oneOfInput() {
    return this.root.getByLabel(this.t("itemEditor.oneOf"), { exact: true });
  }
  /** "As many as you like" (docs/decisions/120-as-many-as-you-like.md). */
  get unlimitedCheckbox() {
    return this.root.getByRole("checkbox", { name: this.t("itemEditor.unlimited"), exact: true });
  }
  get cancelButton() {
    return this.root.getByRole("button", { name: this.t("itemEditor.cancel"), exact: true });
  }

  /** Types the given fields; the others keep what they hold. */
  async fill(fields: WishFields) {
    if (fields.title !== undefined) await this.titleInput.fill(fields.title);
    if (fields.link !== undefined) await this.linkInput.fill(fields.link);
    if (fields.pictureLink !== undefined) await this.pictureLinkInput.fill(fields.pictureLink);
    if (fields.price !== undefined) await this.priceInput.fill(fields.price);
    if (fields.note !== undefined) await this.noteInput.fill(fields.note);
    if (fields.quantity !== undefined) await this.quantityInput.fill(fields.quantity);
    if (fields.section !== undefined) await this.sectionInput.fill(fields.section);
    if (fields.mostWanted !== undefined) await this.mostWantedCheckbox.setChecked(fields.mostWanted);
    if (fields.oneOf !== undefined) await this.oneOfInput.fill(fields.oneOf);
    if (fields.unlimited !== undefined) await this.unlimitedCheckbox.setChecked(fields.unlimited);
  }

  async add(fields: WishFields = {}) {
    await this.fill(fields);
    await this.addButton.click();
  }

  async save(fields: WishFields = {}) {
    await this.fill(fields);
    await this.saveButton.click();
  }
}
