import "server-only";
import { AppError } from "../../lib/errors";
import { issueEditToken, requireList } from "../../lib/server/auth";
import { db } from "../../lib/server/db/client";
import type { List } from "@/lib/server/db/generated/client";
import { countedUnlessFailed, limits, takePasswordAttempt } from "../../lib/server/limits";
import { hashPassword, verifyPassword } from "../../lib/server/passwords";
import { unsubscribeOwner } from "../mail/subscribe";
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

/** Throws 429 while limited, else 401 on a wrong password (which counts). Upgrades bcrypt hashes. */
async function requireOwnerPassword(
  list: { id: string; ownerPasswordHash: string },
  password: string,
  clientAddress: string,
) {
  // The attempt is counted before the hash is checked (so parallel guesses cannot all pass),
  // and given back when the password was right.
  const slot = await takePasswordAttempt(list.id, clientAddress);
  const { ok, needsRehash } = await verifyPassword(list.ownerPasswordHash, password);
  if (!ok) throw new AppError("wrong_password");
  await slot.giveBack();
  if (needsRehash) {
    await db.list.update({ where: { id: list.id }, data: { ownerPasswordHash: await hashPassword(password) } });
  }
}

export async function ownerLogin(input: OwnerLoginInput & FromClient) {
  const list = await requireList(input.slug);
  await requireOwnerPassword(list, input.ownerPassword, input.clientAddress);
  return { editToken: await issueEditToken(list.id) };
}

/**
 * New owner password: what the old one gave ends — every older edit token of the owner (a
 * co-owner's stays, decision 122), and the owner's mails with the mails still waiting for them,
 * whoever set the address (decision 215: no answer shows it, so an address set by someone who
 * knew the old password could not be told apart); the owner gives theirs again. The caller gets a
 * fresh token. The frame let only the owner in, not a co-owner.
 */
export async function changeOwnerPassword(list: List, input: ChangeOwnerPasswordInput & FromClient) {
  await requireOwnerPassword(list, input.ownerPassword, input.clientAddress);
  const { token, row } = mintEditToken();
  const ownerPasswordHash = await hashPassword(input.newOwnerPassword);
  await db.$transaction(async (tx) => {
    await tx.editToken.deleteMany({ where: { listId: list.id } });
    await tx.list.update({ where: { id: list.id }, data: { ownerPasswordHash } });
    await tx.editToken.create({ data: { ...row, listId: list.id } });
    await unsubscribeOwner(tx, list.id);
  });
  return { editToken: token };
}
