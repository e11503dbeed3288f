// "Any one of these" (issue 53, docs/decisions/119-any-one-of-these.md): wishes of one group are
// alternatives, one of them is enough. The one place that says when a wish takes its group; the
// server's answers (features/lists/mappers.ts) and its refusals (features/giving/one-of.ts) both ask here.

/** What decides whether a wish takes its group: its kind and what is claimed of it. */
export type GroupMember = {
  id: string;
  oneOf: string | null;
  groupGift: boolean;
  unlimited: boolean;
  quantity: number;
  priceCents: number | null;
  /** Units reserved. */
  reserved: number;
  /** Hundredths pledged (a group gift). */
  pledgedCents: number;
};

/**
 * Taken for its group: reserved in full, or a group gift funded. A wish without an upper count is
 * never reserved in full, so any reservation of it takes the group (decision 120).
 */
export function takesItsGroup(item: Omit<GroupMember, "id" | "oneOf">): boolean {
  if (item.groupGift) return item.priceCents !== null && item.pledgedCents >= item.priceCents;
  if (item.unlimited) return item.reserved > 0;
  return item.reserved >= item.quantity;
}

/** Each group's wishes that take it (their ids), for the groups any wish takes. */
export type TakenGroups = ReadonlyMap<string, ReadonlySet<string>>;

export function takenGroupsOf(items: readonly GroupMember[]): TakenGroups {
  const taken = new Map<string, Set<string>>();
  for (const item of items) {
    if (item.oneOf === null || !takesItsGroup(item)) continue;
    const ids = taken.get(item.oneOf) ?? new Set<string>();
    ids.add(item.id);
    taken.set(item.oneOf, ids);
  }
  return taken;
}

/** Whether another wish of the item's group is taken: this one then refuses reservations. */
export function isOneOfTaken(item: Pick<GroupMember, "id" | "oneOf">, taken: TakenGroups): boolean {
  if (item.oneOf === null) return false;
  const ids = taken.get(item.oneOf);
  return ids !== undefined && [...ids].some((id) => id !== item.id);
}
