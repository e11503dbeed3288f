// The wishes in the order and sections a view chose (./list-view.ts, issue 26): apart from the view
// itself, so that the list page's first scripts carry only the view, and this code comes with the
// cards that draw it (issue 57, docs/decisions/172-the-cards-hydrated-on-the-first-tap.md).
import type { Currency } from "./list-settings";
import type { ListSort, ListView } from "./list-view";
import { amountInText } from "./price-text";
import type { WireItem } from "./wire";

/** A section of the page: its heading (null: the wishes without one, or the whole sorted list) and its wishes. */
export type ItemGroup = { section: string | null; items: WireItem[] };

// an alternative whose group is taken is no longer free either (docs/decisions/119-any-one-of-these.md)
const hasFreeUnit = (item: WireItem) => !item.busy && !item.one_of_taken;

/**
 * What a wish costs for sorting and the price limit, in the list's currency: its price, or the
 * amount its price text names in that currency ("ca. 20 €", "111.99 USD"; lib/price-text.ts); null
 * when there is none to compare.
 */
export function comparablePrice(item: WireItem, currency: Currency): number | null {
  if (item.price !== null) return item.price;
  return item.price_text ? amountInText(item.price_text, currency) : null;
}

/** Cheapest or dearest first; wishes without an amount to compare come last in both. */
function byPrice(direction: 1 | -1, amountOf: (item: WireItem) => number | null) {
  return (a: WireItem, b: WireItem) => {
    const [pa, pb] = [amountOf(a), amountOf(b)];
    if (pa === null || pb === null) return Number(pa === null) - Number(pb === null);
    return direction * (pa - pb);
  };
}

function compare(
  sort: ListSort,
  amountOf: (item: WireItem) => number | null,
): ((a: WireItem, b: WireItem) => number) | null {
  switch (sort) {
    case "price_up":
      return byPrice(1, amountOf);
    case "price_down":
      return byPrice(-1, amountOf);
    case "most_wanted":
      return (a, b) => Number(b.most_wanted) - Number(a.most_wanted);
    default:
      return null;
  }
}

/**
 * The wishes as the view shows them (docs/decisions/075): in the owner's order, grouped under their
 * sections (sections in the order of their first wish, wishes without one first); sorted, as one
 * list across the sections — "most wanted first" puts every most-wanted wish at the top, wherever
 * it was filed — each card naming its section. A stable sort: equal ones keep the owner's order.
 */
export function groupItems(items: WireItem[], view: ListView, currency: Currency): ItemGroup[] {
  // each wish's amount read once (a price text is parsed), not once per comparison
  const amounts = new Map<WireItem, number | null>();
  const amountOf = (item: WireItem) => {
    if (!amounts.has(item)) amounts.set(item, comparablePrice(item, currency));
    return amounts.get(item) ?? null;
  };
  const shown = items.filter((item) => {
    if (view.onlyFree && !hasFreeUnit(item)) return false;
    if (view.maxPrice === null) return true;
    const price = amountOf(item);
    return price !== null && price <= view.maxPrice;
  });
  const order = compare(view.sort, amountOf);
  if (order) return shown.length > 0 ? [{ section: null, items: [...shown].sort(order) }] : [];
  const groups = new Map<string | null, WireItem[]>([[null, []]]);
  for (const item of shown) {
    const group = groups.get(item.section);
    if (group) group.push(item);
    else groups.set(item.section, [item]);
  }
  return [...groups]
    .filter(([, members]) => members.length > 0)
    .map(([section, members]) => ({ section, items: alternativesTogether(members) }));
}

/** The wishes of one "any one of these" group side by side, where the first of them stands. */
function alternativesTogether(items: WireItem[]): WireItem[] {
  const byGroup = new Map<string, WireItem[]>();
  for (const item of items)
    if (item.one_of !== null) byGroup.set(item.one_of, [...(byGroup.get(item.one_of) ?? []), item]);
  const placed = new Set<string>();
  return items.flatMap((item) => {
    if (item.one_of === null) return [item];
    if (placed.has(item.one_of)) return [];
    placed.add(item.one_of);
    return byGroup.get(item.one_of) ?? [item];
  });
}

/** Whether the view shows the wishes as one sorted list, each card naming its section. */
export const sortsAcrossSections = (view: ListView) => view.sort !== "owner";
