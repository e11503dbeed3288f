import "server-only";
import { db } from "../../lib/server/db/client";
import type { MailTransaction } from "../mail/outbox";
import { verifyPassword } from "../../lib/server/passwords";

// Issue 51, item 3: an address given with a name and password covers that giver's other
// reservations and pledges on the list (made earlier without an address, or on another device), so
// deleting or changing any of them tells the giver (docs/decisions/114-an-address-covers-the-giver.md).

/** At most this many of one name's claims on a list are checked: a family's giver has a few. */
const MOST_CLAIMS_CHECKED = 20;

export type GiverClaims = { reservationIds: string[]; pledgeIds: string[] };

/**
 * The list's reservations and pledges without an address made under `by` with this password
 * (each checked with the password's own verify, outside any lock). Anonymous claims store no name,
 * so they are never found: only their own request's address covers them.
 */
export async function sameGiverClaims(listId: string, by: string, password: string): Promise<GiverClaims> {
  const where = { item: { listId }, watcherId: null, passwordHash: { not: "" } };
  const select = { id: true, passwordHash: true } as const;
  const [reservations, pledges] = await Promise.all([
    db.reservation.findMany({ where: { ...where, reservedBy: by }, select, take: MOST_CLAIMS_CHECKED }),
    db.pledge.findMany({ where: { ...where, pledgedBy: by }, select, take: MOST_CLAIMS_CHECKED }),
  ]);
  const matching = async (rows: { id: string; passwordHash: string }[]) => {
    const ids: string[] = [];
    for (const row of rows) if ((await verifyPassword(row.passwordHash, password)).ok) ids.push(row.id);
    return ids;
  };
  return { reservationIds: await matching(reservations), pledgeIds: await matching(pledges) };
}

/** Inside the claim's transaction: those claims are watched by the giver's subscription too. */
export async function watchGiverClaims(tx: MailTransaction, claims: GiverClaims, watcherId: string): Promise<void> {
  if (claims.reservationIds.length > 0) {
    await tx.reservation.updateMany({
      where: { id: { in: claims.reservationIds }, watcherId: null },
      data: { watcherId },
    });
  }
  if (claims.pledgeIds.length > 0) {
    await tx.pledge.updateMany({ where: { id: { in: claims.pledgeIds }, watcherId: null }, data: { watcherId } });
  }
}
