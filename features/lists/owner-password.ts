import "server-only";
import { AppError } from "../../lib/errors";
import { requireList } from "../../lib/server/auth";
import { db } from "../../lib/server/db/client";
import type { List } from "@/lib/server/db/generated/client";
import { countedUnlessFailed, limits, takePasswordAttempt } from "../../lib/server/limits";
import { hashPassword, verifyPassword } from "../../lib/server/passwords";
import { unsubscribeOwner } from "../mail/subscribe";
import { TRANSACTION_OPTIONS, type ListTransaction } from "./list-change";
import { mintEditToken, randomId } from "../../lib/server/tokens";
import type { ChangeOwnerPasswordInput, CreateListInput, OwnerLoginInput } from "./shared/list";

// A list's owner password: the list is born with it (and a first edit token), the owner logs in
// with it and changes it. Split from ./lists.ts to keep both under 300 lines.

/** Creates a list; limited per client address, and only successes count. */
type FromClient = { clientAddress: string };

export async function createList(input: CreateListInput & FromClient) {
  return countedUnlessFailed(limits.listCreates, input.clientAddress, async () => {
    const { editToken, identity } = await newListIdentity(input.ownerPassword);
    const list = await db.list.create({ data: { ...identity, title: input.title, currency: input.currency } });
    return { slug: list.slug, editToken };
  });
}

/** What every new list gets: random id and slug, the owner password's hash, a first edit token. */
export async function newListIdentity(ownerPassword: string) {
  const { token, row } = mintEditToken();
  const identity = {
    id: randomId(),
    slug: randomId(),
    ownerPasswordHash: await hashPassword(ownerPassword),
    editTokens: { create: row },
  };
  return { editToken: token, identity };
}

/**
 * Throws 429 while limited, else 401 on a wrong password (which counts). Upgrades bcrypt hashes.
 * Answers the hash the password was proved against (the upgraded one after an upgrade): what is
 * done with the proof holds only while that is still the list's password (decision 215).
 */
async function requireOwnerPassword(
  list: { id: string; ownerPasswordHash: string },
  password: string,
  clientAddress: string,
): Promise<string> {
  // The attempt is counted before the hash is checked (so parallel guesses cannot all pass),
  // and given back when the password was right.
  const slot = await takePasswordAttempt(list.id, clientAddress);
  const { ok, needsRehash } = await verifyPassword(list.ownerPasswordHash, password);
  if (!ok) throw new AppError("wrong_password");
  await slot.giveBack();
  if (!needsRehash) return list.ownerPasswordHash;
  const upgraded = await hashPassword(password);
  // not over a password changed meanwhile
  const { count } = await db.list.updateMany({
    where: { id: list.id, ownerPasswordHash: list.ownerPasswordHash },
    data: { ownerPasswordHash: upgraded },
  });
  if (count === 0) throw new AppError("wrong_password");
  return upgraded;
}

/**
 * The `work` of a proof of the password with hash `proved`, in one transaction with the list row's
 * lock, and only while that is still the list's password: a change holds the same lock from its
 * first statement to its commit, so a login that read the list before a change and checked the old
 * password after it gets no token the change did not end (401, as for the new password's wrong one).
 */
async function whilePasswordIs<T>(listId: string, proved: string, work: (tx: ListTransaction) => Promise<T>) {
  return db.$transaction(async (tx) => {
    const locked = await tx.$executeRaw`
      UPDATE "List" SET "ownerPasswordHash" = "ownerPasswordHash" WHERE "id" = ${listId} AND "ownerPasswordHash" = ${proved}`;
    if (locked === 0) throw new AppError("wrong_password");
    return work(tx);
  }, TRANSACTION_OPTIONS);
}

export async function ownerLogin(input: OwnerLoginInput & FromClient) {
  const list = await requireList(input.slug);
  const proved = await requireOwnerPassword(list, input.ownerPassword, input.clientAddress);
  const { token, row } = mintEditToken();
  await whilePasswordIs(list.id, proved, (tx) => tx.editToken.create({ data: { ...row, listId: list.id } }));
  return { editToken: token };
}

/**
 * New owner password: what the old one gave ends — every older edit token of the owner (a
 * co-owner's stays, decision 122), and the owner's mails with the mails still waiting for them,
 * whoever set the address (decision 215: no answer shows it, so an address set by someone who
 * knew the old password could not be told apart); the owner gives theirs again. The caller gets a
 * fresh token. The frame let only the owner in, not a co-owner.
 */
export async function changeOwnerPassword(list: List, input: ChangeOwnerPasswordInput & FromClient) {
  const proved = await requireOwnerPassword(list, input.ownerPassword, input.clientAddress);
  const { token, row } = mintEditToken();
  const ownerPasswordHash = await hashPassword(input.newOwnerPassword);
  // the list row first: its lock keeps every login's token out until the old ones are gone
  await whilePasswordIs(list.id, proved, async (tx) => {
    await tx.list.update({ where: { id: list.id }, data: { ownerPasswordHash } });
    await tx.editToken.deleteMany({ where: { listId: list.id } });
    await tx.editToken.create({ data: { ...row, listId: list.id } });
    await unsubscribeOwner(tx, list.id);
  });
  return { editToken: token };
}
