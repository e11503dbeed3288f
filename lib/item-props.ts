// What the list page hands its client screen per wish: the wire item without the fields that hold
// their empty value (null, false), as on most wishes. The framework sends a client component's
// props a second time inside the first HTML (its inline data), so every such key cost 20 bytes per
// wish twice over (docs/decisions/070-forms-when-opened.md); the browser fills them back in.
import type { WireItem } from "./wire";

/** Every field a wish may leave empty, with its empty value (unit tests build wishes on it too). */
export const EMPTY_ITEM_FIELDS = {
  url: null,
  image_url: null,
  image_srcset: null,
  image_width: null,
  image_height: null,
  image_source: null,
  image_problem: null,
  price: null,
  price_text: null,
  note: null,
  reserved_by: null,
  section: null,
  most_wanted: false,
  group_gift: false,
  pledged_amount: 0,
  received: false,
  one_of: null,
  one_of_taken: false,
  unlimited: false,
  suggested: false,
  suggested_by: null,
} as const satisfies Partial<WireItem>;

type Emptiable = keyof typeof EMPTY_ITEM_FIELDS;
const EMPTIABLE = Object.keys(EMPTY_ITEM_FIELDS) as Emptiable[];

/** A wire item whose empty fields may be left out. */
export type PackedItem = Omit<WireItem, Emptiable> & Partial<Pick<WireItem, Emptiable>>;

export function packItem(item: WireItem): PackedItem {
  const packed: PackedItem = { ...item };
  for (const key of EMPTIABLE) if (packed[key] === EMPTY_ITEM_FIELDS[key]) delete packed[key];
  return packed;
}

/** The wire item again (the keys in another order: compare items by their fields, not their JSON). */
export function unpackItem(item: PackedItem): WireItem {
  return { ...EMPTY_ITEM_FIELDS, ...item };
}
