// One wish as list_get answers it, for unit tests: a free one-unit wish without any extras, with
// the fields a test is about changed. Adding a field to the wire item means adding it here once.
import { EMPTY_ITEM_FIELDS } from "../../lib/item-props";
import type { WireItem } from "../../lib/wire";

export function wireItem(changes: Partial<WireItem> = {}): WireItem {
  return {
    id: "item-000001",
    title: "Socken",
    ...EMPTY_ITEM_FIELDS,
    busy: false,
    position: 0,
    quantity: 1,
    reserved_quantity: 0,
    reservations: [],
    pledges: [],
    answers: [],
    ...changes,
  };
}
