import { knownReserved } from "./surprise";
import { QUANTITY } from "./validations/limits";
import type { WireItem } from "./wire";

// How many of a wish a giver may still reserve, for the page's cards and forms: its quantity less
// what is reserved, or — a wish without an upper count (docs/decisions/120-as-many-as-you-like.md)
// — as many as one reservation may take, however many are given already.

type Units = Pick<WireItem, "unlimited" | "quantity" | "reserved_quantity" | "busy">;

/** Reserved by the unit, with a count (more than one, or no upper count). */
export const countsUnits = (item: Pick<WireItem, "unlimited" | "quantity">): boolean =>
  item.unlimited || item.quantity > 1;

/** Units still free to reserve; for a wish without an upper count, one reservation's most. */
export const unitsLeft = (item: Units): number =>
  item.unlimited ? QUANTITY.max : Math.max(0, item.quantity - knownReserved(item));
