import "server-only";
import { ICON_PACKS, effectivePack, type Occasion } from "../icon-packs";
import type { BgTheme, FontKey, IdentityMode, WireItem, WireList } from "../wire";
import type { Item, List } from "./db/generated/client";

// The one row → wire mapper. Secrets (hashes, tokens) never pass through here.

export function toWireList(list: List): WireList {
  const pack = effectivePack(list.iconPackKey, list.occasion);
  return {
    slug: list.slug,
    title: list.title,
    theme_color: list.themeColor,
    font_key: list.fontKey as FontKey,
    bg_theme: list.bgTheme as BgTheme,
    event_date: list.eventDate,
    event_location: list.eventLocation,
    event_note: list.eventNote,
    require_name: list.requireName,
    identity_mode: list.identityMode as IdentityMode,
    occasion: list.occasion as Occasion,
    icon_pack_key: pack,
    icons: [...ICON_PACKS[pack]],
  };
}

/** A stored price as answered: the number in euros or the free text, never both. */
export function toWirePrice(item: Pick<Item, "priceCents" | "priceText">): {
  price: number | null;
  price_text: string | null;
} {
  return item.priceCents === null
    ? { price: null, price_text: item.priceText }
    : { price: item.priceCents / 100, price_text: null };
}

/** `reserved_by` is hidden while the list is in password_only mode (DECISIONS.md). */
export function toWireItem(item: Item, identityMode: string): WireItem {
  const busy = item.reservedAt !== null;
  return {
    id: item.id,
    title: item.title,
    url: item.url,
    image_url: item.imageUrl,
    ...toWirePrice(item),
    note: item.note,
    busy,
    reserved_by: busy && identityMode !== "password_only" ? item.reservedBy : null,
    position: item.position,
  };
}
