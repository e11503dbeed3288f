import "server-only";
import { AppError } from "../../lib/errors";
import type { SuggestInput, WithdrawSuggestionInput } from "./shared/suggestion";
import type { WireItem } from "../../lib/wire";
import { requireList } from "../../lib/server/auth";
import { reserverIdentity } from "../giving/claims";
import { serverConfig } from "../../lib/server/config";
import { db } from "../../lib/server/db/client";
import type { List } from "@/lib/server/db/generated/client";
import { changedFacts, removeItemIn } from "../items/items";
import { countedUnlessFailed, limits } from "../../lib/server/limits";
import { changeList } from "../lists/list-change";
import { tellItemChanged } from "../mail/events";
import { WITH_RESERVATIONS, toWireItem } from "../lists/mappers";
import { requireOpenList, requireOpenListIn } from "../lists/open-list";
import { requireAllowedAddress } from "../../lib/server/outbound/address";
import { hashPassword, verifyPassword } from "../../lib/server/passwords";
import { randomId } from "../../lib/server/tokens";

// A giver's secret suggestion (docs/decisions/115-secret-suggestions.md): a wish on someone's list
// that the other givers see, marked with the suggester's name, and reserve or chip in for as any
// wish; the owner never learns of it while the list is open (every owner read leaves it out:
// lib/surprise.ts `hidesSuggestion`). Its giver changes or withdraws it with their password,
// hashed and checked like a reservation's.

type FromClient = { clientAddress: string };

/** What a suggestion stores of the body: the fields a giver may fill in, read like the owner's. */
function suggestionFields(input: SuggestInput) {
  requireAllowedAddress(input.url, "url");
  return {
    title: input.title,
    url: input.url ?? null,
    note: input.note ?? null,
    priceCents: input.price?.priceCents ?? null,
    priceText: input.price?.priceText ?? null,
  };
}

/** The suggestion as every giver sees it (the visitors' view: features/lists/mappers.ts). */
async function answerSuggestion(itemId: string, list: List): Promise<WireItem> {
  const item = await db.item.findUnique({ where: { id: itemId }, include: WITH_RESERVATIONS });
  if (!item) throw new AppError("item_not_found");
  return toWireItem(item, list);
}

/**
 * Adds a suggestion at the end of the list, or with `itemId` changes the one its password made.
 * Counted per list and address (RATE_LIMIT_SUGGESTIONS an hour); a refused one is given back.
 */
export async function suggestItem(input: SuggestInput & FromClient): Promise<WireItem> {
  const list = await requireList(input.slug);
  requireOpenList(list);
  const by = reserverIdentity(list, input.name);
  const fields = suggestionFields(input);
  return countedUnlessFailed(limits.suggestions, `${list.id}|${input.clientAddress}`, async () => {
    if (input.itemId !== undefined) {
      const itemId = await requireSuggester(list, input.itemId, input.password, input.clientAddress);
      await changeList(list.id, async (tx) => {
        await requireOpenListIn(tx, list.id);
        const before = await tx.item.findUnique({ where: { id: itemId } });
        if (!before) throw new AppError("item_not_found");
        await tx.item.update({ where: { id: itemId }, data: { ...fields, suggestedBy: by } });
        // the givers who reserved it hear of what changed, as of the owner's changes
        const { fields: changed, values } = changedFacts(before, fields, false);
        await tellItemChanged(tx, itemId, changed, {
          was: changed.includes("title") ? before.title : undefined,
          values,
        });
      });
      return answerSuggestion(itemId, list);
    }
    const passwordHash = await hashPassword(input.password);
    const created = await changeList(list.id, async (tx) => {
      await requireOpenListIn(tx, list.id);
      // suggestions and the owner's wishes together stay within the list's cap
      if ((await tx.item.count({ where: { listId: list.id } })) >= serverConfig.maxItemsPerList) {
        throw new AppError("too_many_items", { limit: serverConfig.maxItemsPerList });
      }
      const last = await tx.item.aggregate({ where: { listId: list.id }, _max: { position: true } });
      const data = { ...fields, suggested: true, suggestedBy: by, suggestionPasswordHash: passwordHash };
      const position = (last._max.position ?? -1) + 1;
      return tx.item.create({ data: { ...data, id: randomId(), listId: list.id, position }, select: { id: true } });
    });
    return answerSuggestion(created.id, list);
  });
}

/** Withdraws a suggestion with its giver's password: gone for everyone, its givers told. */
export async function withdrawSuggestion(input: WithdrawSuggestionInput & FromClient): Promise<void> {
  const found = await db.item.findUnique({ where: { id: input.itemId }, select: { list: true } });
  if (!found) throw new AppError("item_not_found");
  const { list } = found;
  requireOpenList(list);
  const itemId = await requireSuggester(list, input.itemId, input.password, input.clientAddress);
  await changeList(list.id, async (tx) => {
    await requireOpenListIn(tx, list.id);
    await removeItemIn(tx, list.id, itemId);
  });
}

/**
 * The suggestion `itemId` of `list` when `password` made it (argon2id's own constant-time check).
 * Wrong passwords count per list and address like a release's (RATE_LIMIT_UNRESERVE_FAILURES), so
 * one guesser gets a few tries; a right one gives its slot back.
 */
async function requireSuggester(list: List, itemId: string, password: string, clientAddress: string): Promise<string> {
  const item = await db.item.findFirst({
    where: { id: itemId, listId: list.id, suggested: true },
    select: { id: true, suggestionPasswordHash: true },
  });
  if (!item?.suggestionPasswordHash) throw new AppError("item_not_found");
  const failureSlot = await limits.unreserveFailures.take(`${list.id}|${clientAddress}`);
  if (!(await verifyPassword(item.suggestionPasswordHash, password)).ok) {
    throw new AppError("suggestion_password_wrong", { field: "password" });
  }
  await failureSlot.giveBack();
  return item.id;
}
