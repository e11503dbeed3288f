// A wish's picture on its card (docs/decisions/050): the picture the list keeps, the box it sits in,
// and the words that stand in for a missing one ("no image").
import type { Locator } from "@playwright/test";
import type { Texts } from "../messages";

export class CardPicture {
  constructor(
    /** The card the picture is on. */
    private readonly card: Locator,
    private readonly t: Texts,
  ) {}

  /** The wish's picture (`src` from /api/image/…, a `srcset` of its sizes). */
  get image() {
    return this.card.locator("img.item-image");
  }
  /** Every image on the card: none where the wish has no picture. */
  get anyImage() {
    return this.card.locator("img");
  }
  /** The box the picture (or the words standing in for it) fills. */
  get frame() {
    return this.card.locator(".item-media");
  }
  /** "no image", in the page's language, where the wish has no picture. */
  get missingWords() {
    return this.card.getByText(this.t("public.noImage"), { exact: true });
  }
}
