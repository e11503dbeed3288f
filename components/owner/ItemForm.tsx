"use client";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent } from "react";
import { CheckboxField, TextAreaField, TextField, UrlField } from "@/components/ui/Field";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import type { FormFailure } from "@/components/ui/failure";
import type { ItemChanges, NewItem } from "@/lib/client/api-client";
import type { Currency } from "@/lib/list-settings";
import { amountForTyping, formatRoundAmount } from "@/lib/price";
import { LIMITS } from "@/lib/validations/limits";
import type { WireItem } from "@/lib/wire";
import { DialogActions } from "./DialogActions";
import { followChanges } from "./changed-fields";
import { changesSince, valuesFrom, wishInput, type ItemFormValues } from "./item-form-values";
import { ItemCountFields } from "./ItemCountFields";
import { PictureField, type PictureChoice } from "./PictureField";
import { SuggestedTextField } from "./SuggestedTextField";
import { ShopLinkField, useShopLink, type ShopLinkAccess, type ShopPreview } from "./ShopLinkField";
import "./item-form.css";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { waitingField } from "@/components/ui/waiting-button";

type ItemFormField = "title" | "url" | "image_url" | "price" | "quantity" | "section" | "one_of" | "note";
/** The inputs a failure can be about, by the server's field names of a wish (the same here). */
export const ITEM_FORM_FIELDS: Readonly<Record<string, ItemFormField>> = {
  title: "title",
  url: "url",
  image_url: "image_url",
  price: "price",
  quantity: "quantity",
  section: "section",
  one_of: "one_of",
  note: "note",
};
export type ItemFormFailure = FormFailure<ItemFormField>;

type ItemFormProps = {
  /** The item being edited, or undefined for a new one. */
  item?: WireItem;
  submitLabel: string;
  busyLabel: string;
  /**
   * Resolves to the failure (its sentence and the input it is about), or null on success; `picture`
   * is applied after the save. `changes`: of a wish being edited, only what the owner changed.
   */
  onSubmit: (input: NewItem, picture: PictureChoice, changes: ItemChanges) => Promise<ItemFormFailure | null>;
  onCancel?: () => void;
  /** A new-item form empties itself after success, ready for the next wish. */
  resetOnSuccess?: boolean;
  autoFocus?: boolean;
  /** The list and token for "paste a shop link"; without it the form has no such field. */
  shopLink?: ShopLinkAccess;
  /** The list's sections so far, offered while typing one (the same name files wishes together). */
  sections?: string[];
  /** The list's groups of alternatives so far ("any one of these"), offered the same way. */
  groups?: string[];
  /** The list's currency: a shop price in another one is kept as text with its code. */
  currency: Currency;
};

/** A shop's price as the owner would type it: a number in the list's currency, else the amount and its currency. */
function priceFromShop(preview: ShopPreview, locale: string, currency: Currency): string | null {
  if (preview.price === null) return null;
  const local = amountForTyping(preview.price, locale);
  return preview.currency === null || preview.currency === currency ? local : `${local} ${preview.currency}`;
}

/** The form's values with what the shop page said; what it did not say stays as it was. */
function filledFromShop(
  current: ItemFormValues,
  preview: ShopPreview,
  link: string,
  locale: string,
  currency: Currency,
): ItemFormValues {
  return {
    ...current,
    title: preview.title ?? current.title,
    url: preview.url ?? link,
    image_url: preview.image_url ?? current.image_url,
    price: priceFromShop(preview, locale, currency) ?? current.price,
    note: preview.note ?? current.note,
  };
}

/** Title, link, picture link, price (number or text such as "ca. 20 €"; the server decides) and note. */
export function ItemForm({
  item,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  resetOnSuccess,
  autoFocus,
  shopLink: shopLinkAccess,
  sections = [],
  groups = [],
  currency,
}: ItemFormProps) {
  const t = useTranslations("itemEditor");
  // prices are typed and shown the visitor's way (de-DE, en-US: docs/decisions/075)
  const locale = useFormatLocale();
  const titleRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(() => valuesFrom(item, locale));
  // the wish's values as the form last took them; a change made elsewhere meanwhile fills the
  // fields the owner has not touched, and a save sends only those the owner did (decision 211)
  const taken = useRef(values);
  useEffect(() => {
    if (!item) return;
    const now = valuesFrom(item, locale);
    setValues((current) => followChanges(current, taken.current, now));
    taken.current = now;
  }, [item, locale]);
  const [picture, setPicture] = useState<PictureChoice>({ kind: "keep" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ItemFormFailure | null>(null);
  const errorId = useId();
  type CheckboxKey = "most_wanted" | "group_gift" | "unlimited";
  type TextKey = Exclude<keyof ItemFormValues, CheckboxKey>;
  /** A text field's name, value and change handler: what every field of the form is bound by. */
  const bind = (name: TextKey) => ({
    name,
    value: values[name],
    // the input the error is about is marked invalid and reads the error (issue 40)
    errorId: error?.field === name ? errorId : undefined,
    // still while it saves, with the focus kept where Enter was pressed (the fieldset is not disabled then)
    ...waitingField(busy),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const bindCheckbox = (name: CheckboxKey) => ({
    name,
    checked: values[name],
    disabled: busy,
    onCheckedChange: (checked: boolean) => setValues((current) => ({ ...current, [name]: checked })),
  });
  const shopLink = useShopLink(shopLinkAccess ?? { slug: "", editToken: "" }, (preview, link) => {
    setValues((current) =>
      preview ? filledFromShop(current, preview, link, locale, currency) : { ...current, url: current.url || link },
    );
  });
  const formRef = useRef<HTMLFormElement>(null);
  // a link shared to the app opens the page far above this form: bring it into view at once, its
  // "Reading the shop's page…" with it (issue 40)
  const sharedLink = shopLinkAccess?.sharedLink;
  useEffect(() => {
    if (sharedLink) formRef.current?.scrollIntoView({ block: "start" });
  }, [sharedLink]);
  // once read, the title takes the focus to check or to type (the fields were disabled while
  // reading); the status above it says what the shop's page gave, or why it gave nothing
  const read = shopLink.status.kind;
  useEffect(() => {
    if (read !== "idle" && read !== "busy") titleRef.current?.focus();
  }, [read]);
  // a link pasted into the empty form's link field is read like one pasted into the shop-link field
  const pasteLink = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text").trim();
    if (!shopLinkAccess || values.title.trim() || !/^https?:\/\//i.test(pasted)) return;
    void shopLink.read(pasted);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!values.title.trim()) {
      setError({ message: t("errorNoTitle"), field: "title" });
      titleRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const failure = await onSubmit(wishInput(values, item), picture, changesSince(taken.current, values, item));
    setBusy(false);
    if (failure) {
      setError(failure);
      return;
    }
    shopLink.reset();
    if (resetOnSuccess) {
      setValues(valuesFrom(undefined, locale));
      setPicture({ kind: "keep" });
      titleRef.current?.focus();
    }
  };

  return (
    <form ref={formRef} className="item-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      {shopLinkAccess ? <ShopLinkField shopLink={shopLink} /> : null}
      <fieldset
        className={`item-form-fields${shopLink.status.kind === "filled" ? " item-form-fields-filled" : ""}`}
        disabled={shopLink.status.kind === "busy"}
      >
        <TextField
          ref={titleRef}
          label={t("title")}
          className="item-form-title"
          {...bind("title")}
          maxLength={LIMITS.itemTitle}
          required
          autoFocus={autoFocus}
        />
        <UrlField label={t("url")} {...bind("url")} onPaste={pasteLink} />
        <PictureField item={item} choice={picture} onChange={setPicture} disabled={busy} />
        <UrlField label={t("imageUrl")} hint={t("pictureFromAddress")} {...bind("image_url")} />
        <TextField
          label={t("price")}
          // the example in the list's currency: "ca. £20" on a pound list, not "ca. 20 €" (issue 40)
          hint={t("priceHint", {
            number: amountForTyping(19.9, locale),
            amount: formatRoundAmount(20, { locale, currency }),
          })}
          {...bind("price")}
          maxLength={LIMITS.priceText}
        />
        <ItemCountFields
          groupGift={bindCheckbox("group_gift")}
          unlimited={bindCheckbox("unlimited")}
          quantity={bind("quantity")}
        />
        <SuggestedTextField
          label={t("section")}
          hint={t("sectionHint")}
          {...bind("section")}
          maxLength={LIMITS.section}
          suggestions={sections}
        />
        <SuggestedTextField
          label={t("oneOf")}
          hint={t("oneOfHint")}
          {...bind("one_of")}
          maxLength={LIMITS.section}
          suggestions={groups}
        />
        <CheckboxField label={t("mostWanted")} {...bindCheckbox("most_wanted")} />
        <TextAreaField
          label={t("note")}
          className="item-form-note"
          {...bind("note")}
          rows={2}
          maxLength={LIMITS.note}
        />
      </fieldset>
      <ErrorBox error={error?.message} id={errorId} />
      <DialogActions
        cancelLabel={t("cancel")}
        onCancel={onCancel}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        busy={busy}
      />
    </form>
  );
}
