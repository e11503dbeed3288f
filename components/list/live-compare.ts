// What a read changed against what is shown (docs/decisions/029-live-list.md): loaded with the first
// read, not with the page (issue 57, decision 180); useLiveHighlight marks the changed cards.
import { changedElsewhere } from "@/lib/client/own-changes";
import type { WireItem } from "@/lib/wire";

/** An item's fields as text, whatever the order of its keys (the page's first items are unpacked, 070). */
const fingerprint = (item: WireItem) =>
  JSON.stringify(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * `after` compared with `before` in one pass: the items, each unchanged one the very object shown
 * before (a memoized ItemCard is then not drawn again), and the ids of the items that are new or
 * differ in any field, the place included (they are highlighted).
 */
export function compareItems(before: WireItem[], after: WireItem[]): { items: WireItem[]; changedIds: string[] } {
  const old = new Map(before.map((item) => [item.id, { item, print: fingerprint(item) }]));
  const changedIds: string[] = [];
  const items = after.map((item) => {
    const shown = old.get(item.id);
    if (shown && shown.print === fingerprint(item)) return shown.item;
    changedIds.push(item.id);
    return item;
  });
  return { items, changedIds };
}

export const changedItemIds = (before: WireItem[], after: WireItem[]) => compareItems(before, after).changedIds;
export const keepUnchangedItems = (before: WireItem[], after: WireItem[]) => compareItems(before, after).items;

/** True when a version between what is shown and what was read was made elsewhere, not by this page. */
export const elsewhere = (shown: { version: number }, read: { version: number }) =>
  changedElsewhere(shown.version, read.version);
