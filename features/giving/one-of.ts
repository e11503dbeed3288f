import "server-only";
import { AppError } from "../../lib/errors";
import { takesItsGroup } from "../../lib/one-of";
import type { ListTransaction } from "../lists/list-change";
import { groupMemberOf } from "../lists/mappers";

// The refusal of "any one of these" (docs/decisions/119-any-one-of-these.md). A claim calls it
// inside its list's transaction (features/giving/claims.ts): that transaction holds the list's lock on
// every instance (features/lists/list-change.ts), so of two givers claiming two alternatives at once
// the second reads the first one's claim here and is refused.

/** 409 `one_of_taken` when another wish of the item's group is taken (lib/one-of.ts). */
export async function requireGroupFree(tx: ListTransaction, itemId: string): Promise<void> {
  const item = await tx.item.findUnique({ where: { id: itemId }, select: { listId: true, oneOf: true } });
  if (!item || item.oneOf === null) return;
  const others = await tx.item.findMany({
    where: { listId: item.listId, oneOf: item.oneOf, id: { not: itemId } },
    select: {
      id: true,
      oneOf: true,
      groupGift: true,
      unlimited: true,
      quantity: true,
      priceCents: true,
      reservations: { select: { count: true } },
      pledges: { select: { amountCents: true } },
    },
  });
  if (others.some((other) => takesItsGroup(groupMemberOf(other)))) throw new AppError("one_of_taken");
}
