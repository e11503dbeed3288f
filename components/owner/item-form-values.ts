// The owner's wish form's values: taken from a wish, turned into what the server is sent, and, for a
// wish being edited, only what the owner changed (./changed-fields.ts).
import type { ItemChanges, NewItem } from "@/lib/client/api-client";
import { amountForTyping } from "@/lib/price";
import type { WireItem } from "@/lib/wire";
import { changedFields } from "./changed-fields";

export type ItemFormValues = {
  title: string;
  url: string;
  image_url: string;
  price: string;
  note: string;
  quantity: string;
  section: string;
  most_wanted: boolean;
  group_gift: boolean;
  one_of: string;
  unlimited: boolean;
};

/** A price as the owner would type it back: "19,90" in German, "19.90" in English; a text as written. */
function priceForEditing(item: WireItem | undefined, locale: string): string {
  if (!item) return "";
  if (item.price !== null) return amountForTyping(item.price, locale);
  return item.price_text ?? "";
}

export function valuesFrom(item: WireItem | undefined, locale: string): ItemFormValues {
  return {
    title: item?.title ?? "",
    url: item?.url ?? "",
    // the address the picture came from; the picture itself is the app's own copy
    image_url: item?.image_source ?? "",
    price: priceForEditing(item, locale),
    note: item?.note ?? "",
    quantity: String(item?.quantity ?? 1),
    section: item?.section ?? "",
    most_wanted: item?.most_wanted ?? false,
    group_gift: item?.group_gift ?? false,
    one_of: item?.one_of ?? "",
    unlimited: item?.unlimited ?? false,
  };
}

/** The whole wish as the form sends it; blank optional fields clear the value (stored as null). */
export function wishInput(values: ItemFormValues, item: WireItem | undefined): NewItem {
  return {
    title: values.title.trim(),
    url: values.url.trim() || null,
    image_url: values.image_url.trim() || null,
    price: values.price.trim() || null,
    note: values.note.trim() || null,
    // the server checks the range (1–99) and that no more are reserved already; blank means one;
    // a group gift is one thing (docs/decisions/063-group-gifts.md)
    quantity: values.group_gift ? "1" : values.quantity.trim() || "1",
    section: values.section.trim() || null,
    one_of: values.one_of.trim() || null,
    most_wanted: values.most_wanted,
    // no upper count: the server then ignores the quantity (a group gift has one)
    unlimited: values.unlimited && !values.group_gift,
    // sent when on, or when switching an existing wish off; the server needs a price for it
    ...(values.group_gift || item?.group_gift ? { group_gift: values.group_gift } : {}),
  };
}

/** What the owner changed since the form took the wish's values (`taken`): only these are saved. */
export const changesSince = (taken: ItemFormValues, values: ItemFormValues, item: WireItem | undefined): ItemChanges =>
  changedFields(wishInput(taken, item), wishInput(values, item));
