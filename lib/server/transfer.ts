import "server-only";
import { AppError } from "../errors";
import {
  LIST_DOCUMENT_FORMAT,
  LIST_DOCUMENT_VERSION,
  type ListDocument,
  type ParsedListDocument,
} from "../validations/list-document";
import { requireOwnedList } from "./auth";
import { serverConfig } from "./config";
import { db } from "./db/client";
import { countedUnlessFailed, limits } from "./limits";
import { ITEM_ORDER, newListIdentity } from "./lists";
import { toWirePrice } from "./mappers";
import { randomId } from "./tokens";

// Export a list as a versioned document and create a new list from one (docs/list-format.md,
// docs/decisions/011-list-export-import.md). Reservations, hashes and tokens never leave.

export async function exportList(access: { slug: string; editToken: string | undefined }): Promise<ListDocument> {
  const list = await requireOwnedList(access.slug, access.editToken);
  const items = await db.item.findMany({ where: { listId: list.id }, orderBy: ITEM_ORDER });
  return {
    format: LIST_DOCUMENT_FORMAT,
    version: LIST_DOCUMENT_VERSION,
    list: {
      title: list.title,
      theme_color: list.themeColor,
      font_key: list.fontKey as NonNullable<ListDocument["list"]["font_key"]>,
      bg_theme: list.bgTheme as NonNullable<ListDocument["list"]["bg_theme"]>,
      event_date: list.eventDate,
      event_location: list.eventLocation,
      event_note: list.eventNote,
      require_name: list.requireName,
      identity_mode: list.identityMode as NonNullable<ListDocument["list"]["identity_mode"]>,
      occasion: list.occasion as NonNullable<ListDocument["list"]["occasion"]>,
      icon_pack_key: list.iconPackKey,
    },
    items: items.map((item) => ({
      title: item.title,
      url: item.url,
      image_url: item.imageUrl,
      ...toWirePrice(item),
      note: item.note,
    })),
  };
}

/** A new list from a document: its own slug, ids and owner password; counted like a created list. */
export async function importList(input: {
  document: ParsedListDocument;
  title?: string;
  ownerPassword: string;
  clientAddress: string;
}): Promise<{ slug: string; editToken: string }> {
  const { list, items } = input.document;
  if (items.length > serverConfig.maxItemsPerList) throw new AppError("too_many_items", { field: "document.items" });
  return countedUnlessFailed(limits.listCreates, input.clientAddress, async () => {
    const { editToken, identity } = await newListIdentity(input.ownerPassword);
    const created = await db.list.create({
      data: {
        ...identity,
        title: input.title ?? list.title,
        themeColor: list.theme_color,
        fontKey: list.font_key,
        bgTheme: list.bg_theme,
        eventDate: list.event_date,
        eventLocation: list.event_location,
        eventNote: list.event_note,
        requireName: list.require_name,
        identityMode: list.identity_mode,
        occasion: list.occasion,
        iconPackKey: list.icon_pack_key ?? null,
        items: {
          create: items.map((item, position) => {
            // `price` (a number) wins; else the free text (both parsed by the API's price rule)
            const price = item.price?.priceCents != null ? item.price : item.price_text;
            return {
              id: randomId(),
              position,
              title: item.title,
              url: item.url ?? null,
              imageUrl: item.image_url ?? null,
              note: item.note ?? null,
              priceCents: price?.priceCents ?? null,
              priceText: price?.priceText ?? null,
            };
          }),
        },
      },
    });
    return { slug: created.slug, editToken };
  });
}
