// What a giver chose to see of a list (issue 26, docs/decisions/055-list-view-in-the-address.md):
// only free wishes, a highest price, an order. Pure and zod-free: the page's server render and its
// scripts apply the same rules; features/lists/shared/list-view.ts reads it from the address. The
// sorting and filtering by it are ./list-view-groups.ts, code the list page loads with its cards.

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

/** The view as query parameters after `slug`, only those that differ from the default. */
export function viewSearch(view: ListView): string {
  const params = new URLSearchParams();
  if (view.onlyFree) params.set("show", "free");
  if (view.maxPrice !== null) params.set("max", String(view.maxPrice));
  if (view.sort !== DEFAULT_VIEW.sort) params.set("sort", view.sort);
  return params.toString();
}
