import "server-only";
import { AppError } from "../../lib/errors";
import { effectivePack, findIconInPack } from "../../lib/icon-packs";
import { DEFAULT_LOCALE, type Locale } from "../../lib/locale";
import type { PledgeInput, UnpledgeInput } from "./shared/pledge";
import type { ReserveInput, UnreserveInput } from "./shared/reservation";
import { isEditTokenOf } from "../../lib/server/auth";
import { CLAIM_KINDS, type ClaimKind, type ClaimRow } from "./claim-kinds";
import { db } from "../../lib/server/db/client";
import { sameGiverClaims, watchGiverClaims } from "./giver-claims";
import type { List } from "@/lib/server/db/generated/client";
import { limits } from "../../lib/server/limits";
import { changeList } from "../lists/list-change";
import { tellOwner, tellWatcher } from "../mail/events";
import { prepareAddress, subscribe } from "../mail/subscribe";
import { WITH_RESERVATIONS } from "../lists/mappers";
import { oneAtATime } from "../../lib/server/work-queue";
import { requireGroupFree } from "./one-of";
import { requireOpenList, requireOpenListIn } from "../lists/open-list";
import { verifyPassword, hashPassword } from "../../lib/server/passwords";
import { rowIdFor, StoredBefore, unlessStoredBefore } from "./request-rows";

// A friend's claim on a wish: a reservation of some of its units (docs/decisions/028-quantities.md)
// or a pledge of money towards a group gift (063). Both are made and withdrawn the same way — the
// same attempt and failure limits, identity rules, hashing and check order — and differ only in
// what their kind says (./claim-kinds.ts): which rows, how much, what room is left, which codes.

/** The item with its list, its reservations and pledges (oldest first); 404 unless `slug` is its list's. */
export async function requireItem(itemId: string, slug?: string) {
  const item = await db.item.findUnique({
    where: { id: itemId },
    include: { list: true, ...WITH_RESERVATIONS },
  });
  if (!item || (slug && item.list.slug !== slug)) throw new AppError("item_not_found");
  return item;
}

export type ClaimedItem = Awaited<ReturnType<typeof requireItem>>;

/** What is stored as the claim's name for the list's identity mode, or a 400 when it is missing or wrong. */
export function reserverIdentity(list: List, name: string): string | null {
  switch (list.identityMode) {
    case "password_only":
      return null;
    case "icon": {
      if (name === "") {
        if (list.requireName) throw new AppError("icon_required", { field: "name" });
        return null;
      }
      const pack = effectivePack(list.iconPackKey, list.occasion);
      const icon = findIconInPack(pack, name);
      if (!icon) throw new AppError("icon_invalid", { field: "name" });
      return icon;
    }
    default:
      if (name === "" && list.requireName) throw new AppError("name_required", { field: "name" });
      return name || null;
  }
}

type FromClient = { clientAddress: string };
/** A giver's address for news of their wish, and the language to write in (docs/decisions/081-mail.md). */
export type GiverMail = { email?: string; locale: Locale };
type ClaimRequest = {
  itemId: string;
  name: string;
  password: string;
  /** Named to nobody: the name is checked, never stored (docs/decisions/103-anonymous-giving.md). */
  anonymous?: boolean;
  requestId?: string;
} & FromClient &
  Partial<GiverMail>;
type WithdrawalRequest = { itemId: string; slug?: string; password?: string; editToken?: string } & FromClient;

/**
 * Claims `size` of the item (units, or hundredths of its currency). The password is hashed first,
 * outside any lock; then one transaction takes the list's lock, sums what is claimed and inserts,
 * so racing friends (and a racing change of the item or delete) queue and can never claim more
 * than there is, on SQLite and on PostgreSQL alike. A retry with the same request id finds what
 * its first try stored and answers the same (./request-rows.ts). Returns the claim's id.
 */
async function claim<Row extends ClaimRow, Size>(
  kind: ClaimKind<Row, Size>,
  input: ClaimRequest,
  size: Size,
): Promise<string> {
  await limits.reservationAttempts.take(input.clientAddress);
  const item = await requireItem(input.itemId);
  const id = rowIdFor(kind.rowKind, item.id, input.requestId);
  if (input.requestId !== undefined && kind.rowsOf(item).some((row) => row.id === id)) return id;
  kind.refuseKind(item);
  const named = reserverIdentity(item.list, input.name);
  // not stored at all: no answer, cache, stream, file or mail (nor an older instance) can show it
  const by = input.anonymous ? null : named;
  requireOpenList(item.list);
  // An early answer for the common case, before a hash is spent; the transaction decides. A taken
  // alternative answers before its own room: no count of it could be reserved (decision 119).
  if (item.oneOf !== null) await requireGroupFree(db, item.id);
  kind.requireRoom(item, kind.claimedOf(kind.rowsOf(item)), size);
  const mail = await prepareAddress(input.email, input.locale ?? DEFAULT_LOCALE, input.clientAddress, {
    listId: item.listId,
    kind: "giver",
  });
  const passwordHash = await hashPassword(input.password);
  const sameGiver = mail && by !== null ? await sameGiverClaims(item.listId, by, input.password) : null;
  const store = () =>
    changeList(item.listId, async (tx) => {
      if (input.requestId !== undefined && (await kind.count(tx, id)) > 0) throw new StoredBefore();
      // under the list's lock: a claim racing the owner's "close" is in before it or refused
      await requireOpenListIn(tx, item.listId);
      const current = await kind.readRoom(tx, item.id);
      if (!current) throw new AppError("item_not_found");
      kind.refuseKind(current);
      await requireGroupFree(tx, item.id);
      kind.requireRoom(current, current.claimed, size);
      const list = { title: item.list.title, slug: item.list.slug };
      const watcherId = mail ? await subscribe(tx, mail, { listId: item.listId, kind: "giver", list }) : null;
      if (watcherId && sameGiver) await watchGiverClaims(tx, sameGiver, watcherId);
      await kind.create(tx, { id, itemId: item.id, by, passwordHash, watcherId }, size);
      // a secret suggestion's claims are kept from the owner as the suggestion is (decision 115)
      if (!item.suggested) {
        await tellOwner(
          tx,
          item.listId,
          kind.claimedEvent({ item: current.title, by, currency: item.list.currency }, size),
        );
      }
      return id;
    });
  return unlessStoredBefore(store, () => id);
}

/**
 * The claim the caller may withdraw: with a password, the oldest one made with it; with the
 * owner's edit token, the one named, or the only one ("ambiguous" when the owner named none of
 * several). Null: not allowed.
 */
async function withdrawable<Row extends ClaimRow>(
  input: WithdrawalRequest,
  candidates: Row[],
  listId: string,
): Promise<{ row: Row; byOwner: boolean } | "ambiguous" | null> {
  if (input.editToken !== undefined && (await isEditTokenOf(listId, input.editToken))) {
    return candidates.length > 1 ? "ambiguous" : { row: candidates[0]!, byOwner: true };
  }
  if (input.password === undefined) return null;
  for (const row of candidates) {
    if ((await verifyPassword(row.passwordHash, input.password)).ok) return { row, byOwner: false };
  }
  return null;
}

/**
 * Withdraws one claim with its password, or as the owner with an edit token and the claim's id.
 * Failures count toward a per-list, per-address limit; while limited even a right password gets 429.
 */
async function withdraw<Row extends ClaimRow, Size>(
  kind: ClaimKind<Row, Size>,
  input: WithdrawalRequest,
  chosenId: string | undefined,
) {
  await limits.reservationAttempts.take(input.clientAddress);
  await oneAtATime(`${kind.lockName}|${input.itemId}`, async () => {
    const item = await requireItem(input.itemId, input.slug);
    requireOpenList(item.list);
    const rows = kind.rowsOf(item);
    const candidates = chosenId ? rows.filter((row) => row.id === chosenId) : rows;
    if (chosenId && candidates.length === 0) throw new AppError(kind.codes.notFound, { field: kind.codes.idField });
    if (candidates.length === 0) throw new AppError(kind.codes.none);
    // Counted before the password is checked, given back when it was right.
    const failureSlot = await limits.unreserveFailures.take(`${item.listId}|${input.clientAddress}`);
    const withdrawal = await withdrawable(input, candidates, item.listId);
    if (!withdrawal) {
      throw new AppError(input.password !== undefined ? "reservation_password_wrong" : "edit_token_invalid");
    }
    await failureSlot.giveBack();
    // the owner is known by now: an unnamed one of several is a question, not a failed attempt
    if (withdrawal === "ambiguous") throw new AppError(kind.codes.idRequired, { field: kind.codes.idField });
    const { row, byOwner } = withdrawal;
    await changeList(item.listId, async (tx) => {
      await requireOpenListIn(tx, item.listId);
      if ((await kind.remove(tx, row.id)) === 0) throw new AppError(kind.codes.none);
      // the one who did not withdraw it hears of it (docs/decisions/081-mail.md)
      if (byOwner) {
        await tellWatcher(tx, row.watcherId, { type: "released", item: item.title, pledge: kind.rowKind === "pledge" });
      } else if (!item.suggested) await tellOwner(tx, item.listId, kind.withdrawnEvent(item.title, row));
    });
  });
}

const { reservation, pledge } = CLAIM_KINDS;

/** `count` may be left out by callers inside the server (tests): one unit, as the API's default. */
type ReserveRequest = Omit<ReserveInput, "count"> & { count?: number } & FromClient & Partial<GiverMail>;

/** Reserves `count` of the item's free units (one when left out). */
export async function reserveItem(input: ReserveRequest): Promise<{ reservationId: string }> {
  return { reservationId: await claim(reservation, input, input.count ?? 1) };
}

/** Releases one reservation with its password, or as the owner with an edit token. */
export function unreserveItem(input: UnreserveInput & FromClient): Promise<void> {
  return withdraw(reservation, input, input.reservationId);
}

/** Pledges `amountCents` towards a group gift. */
export async function pledgeItem(input: PledgeInput & FromClient & Partial<GiverMail>): Promise<{ pledgeId: string }> {
  return { pledgeId: await claim(pledge, input, input.amountCents) };
}

/** Withdraws one pledge with its password (the oldest made with it), or as the owner with `pledgeId`. */
export function unpledgeItem(input: UnpledgeInput & FromClient): Promise<void> {
  return withdraw(pledge, input, input.pledgeId);
}
