import "server-only";
import { createHash } from "node:crypto";
import { cache } from "react";
import { z } from "zod";
import { AppError, isAppError } from "../../lib/errors";
import { packForOccasion } from "../../lib/icon-packs";
import { LIMITS } from "../../lib/validations/limits";
import type { UpdateListInput } from "./shared/list";
import { apiAnswers } from "../../lib/validations/responses";
import type { WireItem, WireList } from "../../lib/wire";
import { requireEditToken } from "../../lib/server/auth";
import { celebratedTokenAfter, ownerExtras, type OwnerExtras } from "../owners/owner-links";
import { db, rawReader } from "../../lib/server/db/client";
import type { DatabaseFault } from "../../lib/server/db/fault-kind";
import { noteFaultOf } from "../../lib/server/db/fault-watch";
import type { List, Prisma } from "@/lib/server/db/generated/client";
import { changeList, removeList } from "./list-change";
import { toWireItems, toWireList, type Viewer } from "./mappers";
import { readPublicList } from "./public-list";
import { ownersDeletionDay } from "../admin/retention";
import { openQuestions, type OpenQuestion } from "../suggestions/questions";
import { hidesSuggestion } from "../../lib/surprise";
import { VersionedCache, type Stamp } from "../../lib/server/versioned-cache";
import { prepareAddress, subscribe, unsubscribeOwner } from "../mail/subscribe";
import type { Locale } from "../../lib/locale";

/** `hidden`: the owner's answer of a list the admin hid (decision 128); visitors get 410 instead. */
type PublicList = { list: WireList; items: WireItem[]; version: number; hidden?: true };
/** `paused`: the database could not be asked, so this is the copy the instance holds (080). */
export type KeptPublicList = PublicList & { paused?: DatabaseFault };
/** A list's id and version, and whether the admin hid it (its page answers 410, decision 128). */
export type ListStamp = Stamp & { hidden?: boolean };
/** `paused`: the stamp of the copy held, the database being away. */
type KeptStamp = ListStamp & { paused?: DatabaseFault };

// The public view of each recently read list, served while its version in the database is the one
// it was read at (docs/decisions/031-public-list-cache.md). Weighed in characters of its JSON: 8 Mi
// characters hold ~1,000 lists of 20 items, some tens of MiB of memory.
const publicLists = new VersionedCache<PublicList>(8 * 1024 * 1024);

/**
 * The public view of a list: its settings and its items in order, positions counted from 0.
 * When this process holds the list, one small read of its version tells whether that copy is
 * current (every visible change raises the version in its own transaction, on any instance: 029);
 * otherwise, or when it is not, the list is read whole. `current`: the stamp the caller has just
 * read (list_get's revalidation), so it is not read twice.
 */
export async function getListWithItems(slug: string, current?: KeptStamp): Promise<KeptPublicList> {
  if (publicLists.stampOf(slug)) {
    const stamp = current ?? (await currentOrKeptStamp(slug));
    const held = publicLists.get(slug, stamp);
    if (held) return stamp.paused ? { ...held, paused: stamp.paused } : held;
  }
  const found = await readPublicList(slug).catch((error: unknown) => {
    // the database went away between the version's read and this one: the copy held, if any
    const { value, paused } = heldThrough(slug, error);
    return { kept: { ...value, paused } };
  });
  if (found && "kept" in found) return found.kept;
  if (!found) {
    publicLists.delete(slug);
    throw new AppError("list_not_found");
  }
  const { list, items } = found;
  // hidden by the admin: nothing of it for visitors, and no copy kept (hiding bumped the version)
  if (list.hiddenAt) throw new AppError("list_hidden");
  const answer: PublicList = {
    list: toWireList(list),
    items: toWireItems(items, list).map((item, index) => ({ ...item, position: index })),
    // read in the same statement as the items: the version of exactly what is shown
    version: list.version,
  };
  publicLists.set(slug, { id: list.id, version: list.version }, answer, JSON.stringify(answer).length);
  return answer;
}

/** Wishes brought along as links being filled (issue 55): done of all of the batch, while any waits. */
async function fillingProgress(listId: string): Promise<{ filling?: { done: number; total: number } }> {
  const states = await db.item.groupBy({
    by: ["fillState"],
    where: { listId, fillState: { not: null } },
    _count: { _all: true },
  });
  const count = (state: string) => states.find((row) => row.fillState === state)?._count._all ?? 0;
  const pending = count("pending");
  return pending === 0 ? {} : { filling: { done: count("filled"), total: count("filled") + pending } };
}

/**
 * The owner's view of a list (list_get with the edit token, the owner's or a co-owner's): read
 * fresh, never kept, so no copy of it can ever be served to a visitor; in surprise mode without the
 * reservers unless `revealed` (docs/decisions/065-surprise.md), and without the givers' secret
 * suggestions while the list is open, `reveal` or not (115); with the open questions on the owner's
 * wishes (116), the celebrated view's link (`baseUrl`: where links point) and, for the owner
 * alone, the co-owner links (decision 141).
 * 404 for an unknown list, then 403 for a wrong token.
 */
export async function getOwnerList(
  slug: string,
  editToken: string | undefined,
  viewer: Viewer,
  baseUrl: string,
): Promise<
  PublicList & Partial<OwnerExtras> & { questions: OpenQuestion[]; filling?: { done: number; total: number } }
> {
  const found = await readPublicList(slug);
  if (!found) throw new AppError("list_not_found");
  const { list, items } = found;
  const role = await requireEditToken(list, editToken);
  const deletionDay = await ownersDeletionDay(list);
  const owners = items.filter((item) => !hidesSuggestion(list, item));
  return {
    list: { ...toWireList(list), ...(deletionDay ? { deletion_date: deletionDay } : {}) },
    items: toWireItems(owners, list, viewer).map((item, index) => ({ ...item, position: index })),
    version: list.version,
    questions: await openQuestions(list),
    ...(await fillingProgress(list.id)),
    ...(await ownerExtras(list, baseUrl, role)),
    // the owner's view says why visitors see nothing (decision 128)
    ...(list.hiddenAt && { hidden: true as const }),
  };
}

// A deployment that changes list_get's shape must not answer 304 to a copy of the old shape.
const ANSWER_SHAPE = createHash("sha256")
  .update(JSON.stringify(z.toJSONSchema(apiAnswers.list_get)))
  .digest("base64url")
  .slice(0, 12);

/**
 * list_get's entity tag (docs/decisions/030-list-get-etag.md): the list's version, bumped in the
 * transaction of every visible change on any instance (029), and the answer's shape.
 */
export function listEntityTag(version: number, viewer: Viewer = "public", deletionDay?: string): string {
  // the owner's answers differ from the visitors' of the same version: their own tags
  if (viewer === "public") return `"${version}-${ANSWER_SHAPE}"`;
  return `"${version}-${ANSWER_SHAPE}-${viewer}${deletionDay ? `-${deletionDay}` : ""}"`;
}

/** The list's id and version, one small indexed read: enough to tell whether a copy is current. */
export async function readListStamp(slug: string): Promise<ListStamp> {
  const stamp = await findListStamp(slug);
  if (!stamp) throw new AppError("list_not_found");
  return stamp;
}

/**
 * readListStamp; while the database is unavailable, the stamp of the copy this instance holds
 * (marked `paused`), so list_get and the page answer with the version they have instead of a 503
 * (docs/decisions/080-reading-through-faults.md). Without a copy the fault goes on to a 503.
 */
export async function currentOrKeptStamp(slug: string): Promise<KeptStamp> {
  try {
    return await readListStamp(slug);
  } catch (error) {
    const { stamp, paused } = heldThrough(slug, error);
    return { ...stamp, paused };
  }
}

/** The copy of `slug` this instance holds, when `error` is a database fault; else `error` goes on. */
function heldThrough(slug: string, error: unknown) {
  const held = publicLists.peek(slug);
  const paused = held && noteFaultOf(error);
  if (!held || !paused) throw error;
  return { ...held, paused };
}

/** Same as readListStamp, but null when there is no such list. */
export async function findListStamp(slug: string): Promise<ListStamp | null> {
  // The hottest read of the app (every list_get and page): past Prisma's client, whose work per
  // query cost more than the read itself (docs/performance.md).
  const [row] = await rawReader.rows('SELECT "id", "version", "hiddenAt" FROM "List" WHERE "slug" = ?', [slug]);
  if (!row) return null;
  const stamp: ListStamp = { id: String(row[0]), version: Number(row[1]) };
  return row[2] == null ? stamp : { ...stamp, hidden: true };
}

/**
 * Same as getListWithItems, but null for an unknown or malformed slug (for the page). Cached per
 * request, so the page and its metadata share one database read.
 */
export const findPublicList = cache(async (slug: string): Promise<KeptPublicList | "hidden" | null> => {
  if (slug.length > LIMITS.id) return null;
  try {
    return await getListWithItems(slug);
  } catch (error) {
    if (isAppError(error) && error.code === "list_not_found") return null;
    // the page says only that the list is not available (decision 128)
    if (isAppError(error) && error.code === "list_hidden") return "hidden";
    throw error;
  }
});

/**
 * The owner's address for news of the list (docs/decisions/081-mail.md): absent keeps it, null
 * ends it. Read only while the server sends mail.
 */
export type OwnerMail = { notifyEmail?: string | null; locale: Locale; clientAddress: string };

/**
 * Partial update. The icon pack: null (or the pack the occasion implies anyway) means "follow the
 * occasion"; any other pack is the owner's choice and stays when the occasion changes.
 */
export async function updateList(list: List, input: UpdateListInput, mail?: OwnerMail) {
  const { slug: _slug, editToken: _token, iconPackKey, keep: _keep, celebratedView, ...settings } = input;
  // "keep it" (docs/decisions/131-retention.md) is a change and nothing more: changeList sets the
  // last change and forgets the notice, so a later approach of the deletion day is mailed again
  const data: Prisma.ListUpdateInput = {
    ...settings,
    celebratedToken: celebratedTokenAfter(list, celebratedView),
  };
  if (iconPackKey !== undefined) {
    const occasion = settings.occasion ?? list.occasion;
    data.iconPackKey = iconPackKey === null || iconPackKey === packForOccasion(occasion) ? null : iconPackKey;
  }
  const notify = mail?.notifyEmail
    ? await prepareAddress(mail.notifyEmail, mail.locale, mail.clientAddress, { listId: list.id, kind: "owner" })
    : null;
  const updated = await changeList(list.id, async (tx) => {
    const changed = await tx.list.update({ where: { id: list.id }, data });
    if (notify)
      await subscribe(tx, notify, {
        listId: list.id,
        kind: "owner",
        list: { title: changed.title, slug: changed.slug },
      });
    else if (mail?.notifyEmail === null) await unsubscribeOwner(tx, list.id);
    return changed;
  });
  return { list: toWireList(updated) };
}

/** Deletes the list for good (docs/api.md "list_delete"); the frame checked the owner (404, then 403). */
export async function deleteList(list: List): Promise<void> {
  await removeList(list);
}
