import "server-only";
import { AppError } from "../errors";
import { db } from "./db/client";
import type { List } from "./db/generated/client";
import type { OwnerAccess } from "../validations/list";
import { hashToken, mintEditToken, sameDigest } from "./tokens";

/**
 * The list a valid edit token belongs to. Tokens are looked up by their SHA-256, so the secret
 * itself is never compared byte by byte; the list match is then checked in constant time.
 */
async function listIdForToken(token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const digest = hashToken(token);
  const row = await db.editToken.findUnique({
    where: { tokenHash: digest },
    select: { tokenHash: true, listId: true },
  });
  return row && sameDigest(row.tokenHash, digest) ? row.listId : null;
}

/** Loads a list by slug or throws 404. */
export async function requireList(slug: string): Promise<List> {
  const list = await db.list.findUnique({ where: { slug } });
  if (!list) throw new AppError("list_not_found");
  return list;
}

/** Throws 403 unless `token` is a live edit token of `list`. */
export async function requireEditToken(list: Pick<List, "id">, token: string | undefined): Promise<void> {
  if ((await listIdForToken(token)) !== list.id) throw new AppError("edit_token_invalid");
}

/** Whether `token` is a live edit token of the list with id `listId`. */
export async function isEditTokenOf(listId: string, token: string | undefined): Promise<boolean> {
  return (await listIdForToken(token)) === listId;
}

/** Input was checked; now existence (404), then authorization (403). */
export async function requireOwnedList(access: OwnerAccess): Promise<List> {
  const list = await requireList(access.slug);
  await requireEditToken(list, access.editToken);
  return list;
}

/** Issues a fresh edit token for a list; only its hash is stored. */
export async function issueEditToken(listId: string): Promise<string> {
  const { token, row } = mintEditToken();
  await db.editToken.create({ data: { ...row, listId } });
  return token;
}
