import "server-only";
import { AppError } from "../errors";
import type { ParsedListDocument } from "../validations/list-document";
import type { ListDocumentAnswer } from "../validations/responses";
import { requireOwnedList } from "./auth";
import { serverConfig } from "./config";
import { db } from "./db/client";
import { countedUnlessFailed, limits } from "./limits";
import { ITEM_ORDER, newListIdentity } from "./lists";
import { toListDocument } from "./mappers";
import { randomId } from "./tokens";

// Export a list as a versioned document and create a new list from one (docs/list-format.md,
// docs/decisions/011-list-export-import.md). Reservations, hashes and tokens never leave.

export async function exportList(access: { slug: string; editToken: string | undefined }): Promise<ListDocumentAnswer> {
  const list = await requireOwnedList(access.slug, access.editToken);
  const items = await db.item.findMany({ where: { listId: list.id }, orderBy: ITEM_ORDER });
  return toListDocument(list, items);
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
