import "server-only";
import { ICON_PACKS, OCCASIONS, effectivePack, isIconPackKey } from "../icon-packs";
import { BG_THEMES, CURRENCIES, DEFAULT_CURRENCY, FONT_KEYS, IDENTITY_MODES, storedChoice } from "../list-settings";
import { LIST_DOCUMENT_FORMAT, LIST_DOCUMENT_VERSION } from "../validations/list-document";
import type { ListDocumentAnswer, WireItem, WireList } from "../validations/responses";
import type { Item, List, Prisma, Reservation } from "./db/generated/client";

// The one row → wire mapper. Secrets (hashes, tokens) never pass through here.

/** The list columns an answer shows (lib/server/public-list.ts reads exactly these). */
export type ListRow = Pick<
  List,
  | "slug"
  | "title"
  | "themeColor"
  | "fontKey"
  | "bgTheme"
  | "eventDate"
  | "eventLocation"
  | "eventNote"
  | "requireName"
  | "identityMode"
  | "occasion"
  | "iconPackKey"
  | "currency"
>;

/** The item columns an answer shows, with its reservations' public columns. */
export type ItemRow = Pick<
  Item,
  "id" | "title" | "url" | "imageUrl" | "priceCents" | "priceText" | "note" | "position" | "quantity"
> & { reservations: Pick<Reservation, "id" | "count" | "reservedBy">[] };

export function toWireList(list: ListRow): WireList {
  const pack = effectivePack(list.iconPackKey, list.occasion);
  return {
    slug: list.slug,
    title: list.title,
    theme_color: list.themeColor,
    font_key: storedChoice(FONT_KEYS, list.fontKey, "system"),
    bg_theme: storedChoice(BG_THEMES, list.bgTheme, "plain"),
    event_date: list.eventDate,
    event_location: list.eventLocation,
    event_note: list.eventNote,
    require_name: list.requireName,
    identity_mode: storedChoice(IDENTITY_MODES, list.identityMode, "name"),
    occasion: storedChoice(OCCASIONS, list.occasion, "neutral"),
    icon_pack_key: pack,
    icons: [...ICON_PACKS[pack]],
    currency: storedChoice(CURRENCIES, list.currency, DEFAULT_CURRENCY),
  };
}

/** A stored price as answered: the number in the list's currency or the free text, never both. */
export function toWirePrice(item: Pick<Item, "priceCents" | "priceText">): {
  price: number | null;
  price_text: string | null;
} {
  return item.priceCents === null
    ? { price: null, price_text: item.priceText }
    : { price: item.priceCents / 100, price_text: null };
}

/** What every item read for an answer includes: its reservations, oldest first. */
export const WITH_RESERVATIONS = {
  reservations: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} as const satisfies Prisma.ItemInclude;

/**
 * Names and icons are hidden while the list is in password_only mode (docs/api.md "item in
 * answers"). `reserved_by` keeps its one-unit meaning, so clients from before quantities still
 * show who reserved a single wish; for more units they see only `busy`.
 */
export function toWireItem(item: ItemRow, identityMode: string): WireItem {
  const shown = (reservedBy: string | null) => (identityMode === "password_only" ? null : reservedBy);
  const reservedQuantity = item.reservations.reduce((sum, reservation) => sum + reservation.count, 0);
  const busy = reservedQuantity >= item.quantity;
  const only = item.quantity === 1 ? item.reservations[0] : undefined;
  return {
    id: item.id,
    title: item.title,
    url: item.url,
    image_url: item.imageUrl,
    ...toWirePrice(item),
    note: item.note,
    busy,
    reserved_by: only ? shown(only.reservedBy) : null,
    position: item.position,
    quantity: item.quantity,
    reserved_quantity: reservedQuantity,
    reservations: item.reservations.map((reservation) => ({
      id: reservation.id,
      count: reservation.count,
      reserved_by: shown(reservation.reservedBy),
    })),
  };
}

/** A list as a file (docs/list-format.md): its settings and items in order, nothing secret. */
export function toListDocument(list: List, items: Item[]): ListDocumentAnswer {
  const { slug: _slug, icons: _icons, icon_pack_key: _pack, ...settings } = toWireList(list);
  return {
    format: LIST_DOCUMENT_FORMAT,
    version: LIST_DOCUMENT_VERSION,
    list: { ...settings, icon_pack_key: isIconPackKey(list.iconPackKey) ? list.iconPackKey : null },
    items: items.map((item) => ({
      title: item.title,
      url: item.url,
      image_url: item.imageUrl,
      ...toWirePrice(item),
      note: item.note,
      quantity: item.quantity,
    })),
  };
}
