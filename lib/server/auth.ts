import "server-only";
import { AppError } from "../errors";
import { db } from "./db/client";
import type { List } from "./db/generated/client";
import type { OwnerAccess } from "../../features/lists/shared/list";
import { hashToken, sameDigest } from "./tokens";

/** Who holds a live token: the owner (a password login or the list's creation) or a co-owner. */
export type OwnerRole = "owner" | "co-owner";
type Holder = { listId: string; role: OwnerRole; revoked: boolean };

/**
 * Whose a token is. Tokens are looked up by their SHA-256, so the secret itself is never compared
 * byte by byte; the match is then checked in constant time. A co-owner's token (its own table,
 * docs/decisions/122-co-owner-links.md) is read with its link, so a revoke committed on any
 * instance refuses it at the very next request.
 */
async function holderOf(token: string | undefined): Promise<Holder | null> {
  if (!token) return null;
  const digest = hashToken(token);
  const row = await db.editToken.findUnique({
    where: { tokenHash: digest },
    select: { tokenHash: true, listId: true },
  });
  if (row) return sameDigest(row.tokenHash, digest) ? { listId: row.listId, role: "owner", revoked: false } : null;
  const coOwner = await db.coOwnerToken.findUnique({
    where: { tokenHash: digest },
    select: { tokenHash: true, invite: { select: { listId: true, revokedAt: true } } },
  });
  if (!coOwner || !sameDigest(coOwner.tokenHash, digest)) return null;
  return { listId: coOwner.invite.listId, role: "co-owner", revoked: coOwner.invite.revokedAt !== null };
}

/** Loads a list by slug or throws 404. */
export async function requireList(slug: string): Promise<List> {
  const list = await db.list.findUnique({ where: { slug } });
  if (!list) throw new AppError("list_not_found");
  return list;
}

/**
 * Throws 403 unless `token` is a live edit token of `list`: `edit_token_invalid`, or
 * `owner_link_revoked` for a co-owner whose link the owner took back. Answers who holds it.
 */
export async function requireEditToken(list: Pick<List, "id">, token: string | undefined): Promise<OwnerRole> {
  const holder = await holderOf(token);
  if (holder?.listId !== list.id) throw new AppError("edit_token_invalid");
  if (holder.revoked) throw new AppError("owner_link_revoked");
  return holder.role;
}

/** Whether `token` is a live edit token (the owner's or a co-owner's) of the list with id `listId`. */
export async function isEditTokenOf(listId: string, token: string | undefined): Promise<boolean> {
  const holder = await holderOf(token);
  return holder?.listId === listId && !holder.revoked;
}

/** Input was checked; now existence (404), then authorization (403). */
export async function requireOwnedList(access: OwnerAccess): Promise<List> {
  const list = await requireList(access.slug);
  await requireEditToken(list, access.editToken);
  return list;
}

/** The same, for what only the owner may do, not a co-owner (403 `owner_only`, decision 122). */
export async function requireListOwner(access: OwnerAccess): Promise<List> {
  const list = await requireList(access.slug);
  if ((await requireEditToken(list, access.editToken)) !== "owner") throw new AppError("owner_only");
  return list;
}
