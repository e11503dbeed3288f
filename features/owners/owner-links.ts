import "server-only";
import { AppError } from "../../lib/errors";
import type { OwnerRole } from "../../lib/server/auth";
import { celebratedViewLink, coOwnerLink } from "../../lib/list-link";
import type { OwnerAccess } from "../lists/shared/list";
import type { OwnerInviteInput, OwnerInviteRevokeInput } from "./shared/co-owner";
import type { WireCoOwner } from "./shared/owner-responses";
import { db } from "../../lib/server/db/client";
import type { List } from "@/lib/server/db/generated/client";
import { changeList } from "../lists/list-change";
import { limits } from "../../lib/server/limits";
import { toCelebratedItem, toCelebratedList } from "../lists/mappers";
import { readPublicList } from "../lists/public-list";
import { hashToken, mintEditToken, newEditToken, randomId, sameDigest } from "../../lib/server/tokens";

// The links an owner hands out: co-owner links and the celebrated view (issue 54; docs/decisions/122-co-owner-links.md,
// 123-the-celebrated-view.md). Making or revoking either changes what the owner's list_get shows,
// so both go through changeList: the version moves, and an open co-owner page asks again and hears
// that its link was revoked.

/** Live co-owner links a list may have at once (revoked ones do not count). */
export const OWNER_INVITES = { max: 10 };

export type OwnerExtras = { owners: WireCoOwner[]; celebrated_link: string | null };

/**
 * What only an owner's list_get shows: the celebrated view's link (a co-owner may turn it on too),
 * and for the owner alone the live co-owner links, which only the owner may hand out or take back
 * (a co-owner's settings then leave that part out, decision 141).
 */
export async function ownerExtras(
  list: Pick<List, "id" | "slug">,
  baseUrl: string,
  role: OwnerRole,
): Promise<Partial<OwnerExtras>> {
  const [invites, row] = await Promise.all([
    role === "owner"
      ? db.ownerInvite.findMany({
          where: { listId: list.id, revokedAt: null },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          select: { id: true, label: true, createdAt: true },
        })
      : null,
    db.list.findUnique({ where: { id: list.id }, select: { celebratedToken: true } }),
  ]);
  const token = row?.celebratedToken;
  return {
    ...(invites && {
      owners: invites.map((invite) => ({
        invite_id: invite.id,
        label: invite.label,
        created_at: invite.createdAt.toISOString(),
      })),
    }),
    celebrated_link: token ? celebratedViewLink(baseUrl, list.slug, token) : null,
  };
}

/** list_update's `celebrated_view`: true keeps the link or makes one, false ends it, absent keeps it. */
export function celebratedTokenAfter(
  list: Pick<List, "celebratedToken">,
  celebratedView: boolean | undefined,
): string | null | undefined {
  if (celebratedView === undefined) return undefined;
  return celebratedView ? (list.celebratedToken ?? newEditToken()) : null;
}

/** Whether `token` is the list's live celebrated view token, compared in constant time. */
export function isCelebratedToken(list: Pick<List, "celebratedToken">, token: string | undefined): boolean {
  return Boolean(token && list.celebratedToken && sameDigest(hashToken(token), hashToken(list.celebratedToken)));
}

/** A new co-owner link (owner only): at most OWNER_INVITES.max live at once, counted under the list's lock. */
export async function createOwnerInvite(list: List, input: OwnerInviteInput, baseUrl: string) {
  const { token, row } = mintEditToken();
  const id = randomId();
  await changeList(list.id, async (tx) => {
    const live = await tx.ownerInvite.count({ where: { listId: list.id, revokedAt: null } });
    if (live >= OWNER_INVITES.max) throw new AppError("too_many_owner_links");
    await tx.ownerInvite.create({ data: { id, listId: list.id, label: input.label, linkHash: row.tokenHash } });
  });
  return { invite_id: id, owner_link: coOwnerLink(baseUrl, list.slug, token) };
}

/**
 * Opens a co-owner link: an edit token of this device's own, tied to the link, so revoking the
 * link ends exactly its tokens. Every attempt counts against the address (each success stores a token).
 */
export async function acceptOwnerInvite(token: string, clientAddress: string) {
  await limits.ownerInviteAccepts.take(clientAddress);
  const digest = hashToken(token);
  const invite = await db.ownerInvite.findUnique({
    where: { linkHash: digest },
    select: { id: true, linkHash: true, revokedAt: true, list: { select: { slug: true } } },
  });
  if (!invite || !sameDigest(invite.linkHash, digest)) throw new AppError("owner_link_invalid");
  if (invite.revokedAt) throw new AppError("owner_link_revoked");
  const minted = mintEditToken();
  await db.coOwnerToken.create({ data: { ...minted.row, inviteId: invite.id } });
  return { slug: invite.list.slug, edit_token: minted.token };
}

/** Revokes a co-owner link (owner only): its tokens are refused from the next request on, on every instance. */
export async function revokeOwnerInvite(list: List, input: OwnerInviteRevokeInput & OwnerAccess) {
  await changeList(list.id, async (tx) => {
    const { count } = await tx.ownerInvite.updateMany({
      where: { id: input.inviteId, listId: list.id, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (count === 0) throw new AppError("invite_not_found");
  });
}

/**
 * list_get with `X-View-Token`: the celebrated person's view, read fresh for every request (never
 * from a copy kept for visitors). 404 for an unknown list, then 403 `view_link_revoked` unless the
 * token is the list's live one.
 */
export async function getCelebratedView(slug: string, viewToken: string | undefined) {
  const row = await db.list.findUnique({ where: { slug }, select: { celebratedToken: true } });
  if (!row) throw new AppError("list_not_found");
  if (!isCelebratedToken(row, viewToken)) throw new AppError("view_link_revoked");
  const found = await readPublicList(slug);
  if (!found) throw new AppError("list_not_found");
  return {
    view: "celebrated" as const,
    list: toCelebratedList(found.list),
    // the wishes the owners wrote: a guest's secret suggestion is one more thing not to spoil (115)
    items: found.items.filter((item) => !item.suggested).map((item, index) => toCelebratedItem(item, index)),
  };
}
