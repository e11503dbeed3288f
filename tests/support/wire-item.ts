// One wish as list_get answers it, for unit tests: a free one-unit wish without any extras, with
// the fields a test is about changed. Adding a field to the wire item means adding it here once.
import type { WireItem } from "../../lib/wire";

export function wireItem(changes: Partial<WireItem> = {}): WireItem {
  return {
    id: "item-000001",
    title: "Socken",
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
    busy: false,
    reserved_by: null,
    position: 0,
    quantity: 1,
    section: null,
    most_wanted: false,
    reserved_quantity: 0,
    reservations: [],
    group_gift: false,
    pledged_amount: 0,
    pledges: [],
    received: false,
    ...changes,
  };
}
