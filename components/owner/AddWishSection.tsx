"use client";
// Where the owner adds a wish: a first-wish card on an empty list, else a "New wish" disclosure
// above the cards. A shop link shared to the app (docs/decisions/062-share-target.md) opens it,
// already reading the shop's page.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { NewItem } from "@/lib/client/api-client";
import type { Currency } from "@/lib/list-settings";
import { Bookmarklet } from "./Bookmarklet";
import { ItemForm, type ItemFormFailure } from "./ItemForm";
import type { PictureChoice } from "./PictureField";
import { PlusIcon } from "./icons";
import { useSharedLink } from "./useSharedLink";

/** The empty list's heading: where the focus goes once the last wish left (useFocusAfterRemoval). */
export const FIRST_WISH_HEADING_ID = "owner-add-title";

type AddWishSectionProps = {
  slug: string;
  editToken: string;
  /** No wishes yet (or the first one is being typed): the inviting first-wish card. */
  firstWish: boolean;
  onTyping: () => void;
  /** Resolves to the failure, or null once the wish is added. */
  onAdd: (input: NewItem, picture: PictureChoice) => Promise<ItemFormFailure | null>;
  /** The list's section names, offered in the form. */
  sections: string[];
  /** The list's groups of alternatives, offered in the form. */
  groups: string[];
  /** The list's currency: a shop price in another one is kept as text with its code. */
  currency: Currency;
};

export function AddWishSection({
  slug,
  editToken,
  firstWish,
  onTyping,
  onAdd,
  sections,
  groups,
  currency,
}: AddWishSectionProps) {
  const t = useTranslations("itemEditor");
  const sharedLink = useSharedLink();
  // the first wish added here: the fold that replaces the first-wish card opens with the focus in
  // its title, as after every later wish, so the second wish needs no scroll and no tap (decision 243)
  const [addedFirst, setAddedFirst] = useState(false);
  const foldRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (addedFirst) foldRef.current?.querySelector<HTMLInputElement>(".item-form-title input")?.focus();
  }, [addedFirst]);
  const add: AddWishSectionProps["onAdd"] = async (input, picture) => {
    const failure = await onAdd(input, picture);
    if (failure === null && firstWish) setAddedFirst(true);
    return failure;
  };
  // keyed by the shared link: it arrives after the first render, and the form starts afresh with it
  const form = (
    <ItemForm
      key={sharedLink ?? ""}
      submitLabel={t("add")}
      busyLabel={t("adding")}
      onSubmit={add}
      resetOnSuccess
      shopLink={{ slug, editToken, sharedLink }}
      sections={sections}
      groups={groups}
      currency={currency}
    />
  );
  if (firstWish) {
    return (
      <section className="owner-add card owner-empty" aria-labelledby={FIRST_WISH_HEADING_ID} onInput={onTyping}>
        <div className="owner-empty-icon" aria-hidden="true">
          🎁
        </div>
        <h3 id={FIRST_WISH_HEADING_ID} className="owner-empty-title">
          {t("emptyTitle")}
        </h3>
        <p className="muted">{t("emptyText")}</p>
        {form}
      </section>
    );
  }
  return (
    <details ref={foldRef} className="owner-add card" open={sharedLink || addedFirst ? true : undefined}>
      <summary className="owner-add-summary">
        <PlusIcon />
        {t("addTitle")}
      </summary>
      {form}
      <Bookmarklet />
    </details>
  );
}
