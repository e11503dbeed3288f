import "server-only";
import { AppError } from "../../lib/errors";
import type { List } from "@/lib/server/db/generated/client";
import type { ListTransaction } from "./list-change";

// A closed list takes no more reservations, releases (and, with issue 27, pledges): the one rule,
// checked by every such call (docs/decisions/066-closing-a-list.md). A state check: after the list
// and item were found, before any password or token is looked at (docs/api.md "Check order").

/** 409 `list_closed` when the owner has closed the list. */
export function requireOpenList(list: Pick<List, "closed">): void {
  if (list.closed) throw new AppError("list_closed");
}

/**
 * The same inside a change's transaction (features/lists/list-change.ts holds the list's lock there), so
 * a reservation racing the owner's "close" is either in before it or refused.
 */
export async function requireOpenListIn(tx: ListTransaction, listId: string): Promise<void> {
  const list = await tx.list.findUnique({ where: { id: listId }, select: { closed: true } });
  if (!list) throw new AppError("list_not_found");
  requireOpenList(list);
}
