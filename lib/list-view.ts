// What a giver chose to see of a list (issue 26, docs/decisions/055-list-view-in-the-address.md):
// only free wishes, a highest price, an order. Pure and zod-free: the page's server render and its
// scripts apply the same rules; lib/validations/list-view.ts reads it from the address.
import type { WireItem } from "./wire";

export const LIST_SORTS = ["owner", "price_up", "price_down", "most_wanted"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export type ListView = {
  /** Only wishes with a unit still free. */
  onlyFree: boolean;
  /** Only wishes with a price (a number) of at most this much, in the list's currency; null: any price. */
  maxPrice: number | null;
  sort: ListSort;
};

export const DEFAULT_VIEW: ListView = { onlyFree: false, maxPrice: null, sort: "owner" };

export const isDefaultView = (view: ListView) =>
  !view.onlyFree && view.maxPrice === null && view.sort === DEFAULT_VIEW.sort;

/** A section of the page: its heading (null: the wishes without one, first) and its wishes. */
export type ItemGroup = { section: string | null; items: WireItem[] };

const hasFreeUnit = (item: WireItem) => !item.busy;

/** Wishes without a numeric price ("ca. 20 €", none) come last in both price orders. */
function byPrice(direction: 1 | -1) {
  return (a: WireItem, b: WireItem) => {
    if (a.price === null || b.price === null) return Number(a.price === null) - Number(b.price === null);
    return direction * (a.price - b.price);
  };
}

function compare(sort: ListSort): ((a: WireItem, b: WireItem) => number) | null {
  switch (sort) {
    case "price_up":
      return byPrice(1);
    case "price_down":
      return byPrice(-1);
    case "most_wanted":
      return (a, b) => Number(b.most_wanted) - Number(a.most_wanted);
    default:
      return null;
  }
}

/**
 * The wishes as the view shows them, grouped under their sections: sections in the order of their
 * first wish in the owner's order, wishes without a section first; the chosen order applies
 * within each section (a stable sort, so equal ones keep the owner's order).
 */
export function groupItems(items: WireItem[], view: ListView): ItemGroup[] {
  const shown = items.filter(
    (item) =>
      (!view.onlyFree || hasFreeUnit(item)) &&
      (view.maxPrice === null || (item.price !== null && item.price <= view.maxPrice)),
  );
  const groups = new Map<string | null, WireItem[]>([[null, []]]);
  for (const item of shown) {
    const group = groups.get(item.section);
    if (group) group.push(item);
    else groups.set(item.section, [item]);
  }
  const order = compare(view.sort);
  return [...groups]
    .filter(([, members]) => members.length > 0)
    .map(([section, members]) => ({ section, items: order ? [...members].sort(order) : members }));
}

/** The view as query parameters after `slug`, only those that differ from the default. */
export function viewSearch(view: ListView): string {
  const params = new URLSearchParams();
  if (view.onlyFree) params.set("show", "free");
  if (view.maxPrice !== null) params.set("max", String(view.maxPrice));
  if (view.sort !== DEFAULT_VIEW.sort) params.set("sort", view.sort);
  return params.toString();
}
