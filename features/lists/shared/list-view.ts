import { z } from "zod";
import { DEFAULT_VIEW, LIST_SORTS, type ListView } from "../../../lib/list-view";
import { MAX_PRICE } from "../../../lib/price";

// The giver's view as the address holds it (`&show=free&max=30&sort=price_up`, docs/api.md
// "Routing and pages"). A value that makes no sense falls back to the default: a mistyped shared
// link still shows the list, never an error page.

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const viewSchema = z.object({
  show: z.preprocess(first, z.enum(["all", "free"])).catch("all"),
  max: z
    .preprocess(
      (value) =>
        typeof first(value) === "string" ? String(first(value)).trim().replace(",", ".") || undefined : undefined,
      z.coerce.number().min(0).max(MAX_PRICE).optional(),
    )
    .catch(undefined),
  sort: z.preprocess(first, z.enum(LIST_SORTS)).catch(DEFAULT_VIEW.sort),
});

export function parseListView(searchParams: Record<string, string | string[] | undefined>): ListView {
  const { show, max, sort } = viewSchema.parse(searchParams);
  return { onlyFree: show === "free", maxPrice: max ?? null, sort };
}

// `&reserve=<item id>`: the wish whose reservation form the server renders open, the path that
// works before the page's scripts (docs/decisions/070-forms-when-opened.md). Anything else opens none.
const openFormSchema = z.object({
  reserve: z.preprocess(first, z.string().trim().min(1).max(64)).optional().catch(undefined),
});

/** The item id the address asks to open the form of, if any (the page checks that the list has it). */
export function parseOpenForm(searchParams: Record<string, string | string[] | undefined>): string | undefined {
  return openFormSchema.parse(searchParams).reserve;
}
