import "server-only";
import { hidesReservers } from "../../lib/surprise";
import type { ListExportInput } from "./shared/list";
import type { ImportListInput } from "./shared/list-document";
import type { ListDocumentAnswer } from "./shared/list-responses";
import { db } from "../../lib/server/db/client";
import type { List } from "@/lib/server/db/generated/client";
import { countedIfFailed, countedUnlessFailed, limits } from "../../lib/server/limits";
import { newListIdentity } from "./owner-password";
import { toListDocument } from "./list-document-mapper";
import { ITEM_ORDER, WITH_RESERVATIONS } from "./mappers";
import { ownerItems } from "../items/item-access";
import { backfillInBackground } from "../pictures/backfill";
import { isAllowedAddress, requireAllowedAddress } from "../../lib/server/outbound/address";
import { processPicture, requireClientStill, type ProcessedPicture } from "../pictures/process";
import { requireQuotaFor, sizeOf } from "../pictures/quota";
import { randomId } from "../../lib/server/tokens";
import { AppError, isAppError } from "../../lib/errors";
import { firstPrice } from "../../lib/price";

/** Items written per statement of an import; between two, other requests get their turn. */
const IMPORT_CHUNK = 25;
/** An import of 500 items with pictures takes a while on a busy machine; waiting for the write lock too. */
const IMPORT_TRANSACTION = { maxWait: 30_000, timeout: 60_000 };
/** Lets the event loop serve what arrived (I/O included) before the work goes on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A picture address the file names but the server may not fetch (a private host, kept by an older
 * version) stays as the wish's source and is never fetched: the file's picture is kept as usual;
 * without one, the wish says why at once (docs/decisions/083-links-older-versions-kept.md).
 */
function unfetchedPictureProblem(address: string | undefined | null, picture: ProcessedPicture | null | undefined) {
  return address && !picture && !isAllowedAddress(address) ? ("picture_not_allowed" as const) : null;
}

/** A picture refused on import names its item, as every other field of the file does. */
const pictureField = (index: number) => (error: unknown) => {
  if (isAppError(error)) throw new AppError(error.code, { field: `document.items.${index}.picture` });
  throw error;
};

// Export a list as a versioned document and create a new list from one (docs/list-format.md,
// docs/decisions/011-list-export-import.md). Reservations, hashes and tokens never leave; pledges
// leave with their amounts and names only (docs/decisions/063-group-gifts.md).

/**
 * The owner's list as a file. While surprise mode hides who gave what from the owner, the file's
 * pledges keep their amounts but not their givers' names, unless the owner asked to `reveal`
 * them (as `list_get`, docs/decisions/074); reservations never leave.
 */
export async function exportList(list: List, { reveal }: ListExportInput): Promise<ListDocumentAnswer> {
  const items = await db.item.findMany({
    // the givers' secret suggestions only in a `reveal` file of a closed list (decision 115)
    where: { listId: list.id, ...(reveal === true ? ownerItems(list) : { suggested: false }) },
    orderBy: ITEM_ORDER,
    include: {
      picture: { select: { large: true } },
      pledges: { select: { amountCents: true, pledgedBy: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      questions: WITH_RESERVATIONS.questions,
    },
  });
  return toListDocument(list, items, { giversNamed: reveal === true || !hidesReservers(list) });
}

/**
 * One import from `clientAddress`, validation included: counted toward the failed-import limit
 * before `work` starts (429 when full), given back when it made a list (docs/decisions/039).
 */
export function importAttempt<T>(clientAddress: string, work: () => Promise<T>): Promise<T> {
  return countedIfFailed(limits.failedImports, clientAddress, work);
}

/**
 * A new list from a document (its item count already checked against MAX_ITEMS_PER_LIST by the
 * schema): its own slug, ids and owner password; counted like a created list.
 */
export async function importList(
  input: ImportListInput & { clientAddress: string; signal?: AbortSignal },
): Promise<{ slug: string; editToken: string }> {
  const { list: settings, items } = input.document;
  return countedUnlessFailed(limits.listCreates, input.clientAddress, async () => {
    // Each picture of the file, and each picture address to fetch after it (a file of version 1),
    // counts against the address's picture budget, all at once and before any is looked at: a
    // file that does not fit is a 429 and costs nothing more (docs/decisions/073). An address on
    // a private host is kept and never fetched (decision 083), so it costs nothing.
    const pictureWork = items.filter(
      (item) => item.picture || (item.imageUrl && isAllowedAddress(item.imageUrl)),
    ).length;
    if (pictureWork > 0) await limits.pictures.take(input.clientAddress, pictureWork);
    // every picture of the file is processed like an upload (it is untrusted bytes) before the
    // list is written, one after another through the picture queue; a client that hung up
    // stops the rest (and makes no list)
    // a shop link must be one a wish may keep; a picture address an older version stored on a
    // private host is kept and never fetched (docs/decisions/083-links-older-versions-kept.md)
    for (const [index, item] of items.entries()) requireAllowedAddress(item.url, `document.items.${index}.url`);
    const pictures: (ProcessedPicture | null)[] = [];
    for (const [index, item] of items.entries()) {
      requireClientStill(input.signal);
      pictures.push(item.picture ? await processPicture(item.picture, input.signal).catch(pictureField(index)) : null);
    }
    requireClientStill(input.signal);
    const { editToken, identity } = await newListIdentity(input.ownerPassword);
    const rows = items.map((item, position) => {
      // an amount wins; else a text, whichever of the two fields holds it (lib/price.ts)
      const price = firstPrice(item.price, item.priceText);
      return {
        id: randomId(),
        position,
        title: item.title,
        url: item.url ?? null,
        imageUrl: item.imageUrl ?? null,
        note: item.note ?? null,
        section: item.section ?? null,
        mostWanted: item.mostWanted ?? false,
        groupGift: item.groupGift ?? false,
        quantity: item.groupGift ? 1 : (item.quantity ?? 1),
        received: item.received ?? false,
        oneOf: item.oneOf ?? null,
        unlimited: !item.groupGift && (item.unlimited ?? false),
        priceCents: price?.priceCents ?? null,
        priceText: price?.priceText ?? null,
        pictureProblem: unfetchedPictureProblem(item.imageUrl, pictures[position]),
      };
    });
    // the pledges keep the file's order: each a millisecond older than the next, all before now
    const importedAt = Date.now();
    // One transaction, so a failed import leaves no half list; the items go in a few at a time
    // with a turn of the event loop between, so that no single statement's work (Prisma's query
    // plan for 500 items and their pictures took ~150 ms) holds other requests (decision 068).
    const created = await db.$transaction(async (tx) => {
      // the file's pictures count against PICTURES_MAX_TOTAL_MB like uploads: past it, no list (507)
      await requireQuotaFor(
        tx,
        pictures.reduce((bytes, picture) => bytes + (picture ? sizeOf(picture) : 0), 0),
      );
      const list = await tx.list.create({
        data: {
          ...identity,
          ...settings,
          title: input.title ?? settings.title,
          iconPackKey: settings.iconPackKey ?? null,
        },
      });
      for (let start = 0; start < rows.length; start += IMPORT_CHUNK) {
        await nextTurn();
        const chunk = rows.slice(start, start + IMPORT_CHUNK);
        await tx.item.createMany({ data: chunk.map((row) => ({ ...row, listId: list.id })) });
        const kept = chunk.flatMap((row) => {
          const picture = pictures[row.position];
          return picture ? [{ id: randomId(), itemId: row.id, ...picture }] : [];
        });
        if (kept.length > 0) await tx.picture.createMany({ data: kept });
        // a pledge from a file has no password that could withdraw it: only the owner removes it
        const pledges = chunk.flatMap((row) =>
          (items[row.position]?.pledges ?? []).map((pledge, index, all) => ({
            id: randomId(),
            itemId: row.id,
            ...pledge,
            passwordHash: "",
            createdAt: new Date(importedAt - (all.length - index)),
          })),
        );
        if (pledges.length > 0) await tx.pledge.createMany({ data: pledges });
        // answered questions travel with their wish (decision 116); a suggestion arrives as the new
        // owner's own wish: they brought it along knowingly (decision 115)
        const answers = chunk.flatMap((row) =>
          (items[row.position]?.answers ?? []).map((answer, index, all) => ({
            id: randomId(),
            itemId: row.id,
            ...answer,
            answeredAt: new Date(importedAt - (all.length - index)),
          })),
        );
        if (answers.length > 0) await tx.question.createMany({ data: answers });
      }
      return list;
    }, IMPORT_TRANSACTION);
    // a file of version 1 names pictures by address only: fetched after the answer, as after an upgrade
    if (rows.some((row) => row.imageUrl && !pictures[row.position] && !row.pictureProblem))
      void backfillInBackground({ listId: created.id });
    return { slug: created.slug, editToken };
  });
}
