import { remainingCents } from "./group-gift";
import { unitsLeft } from "./units";
import type { WireItem } from "./wire";

/**
 * What a friend may still claim of a wish: units left to reserve, or the hundredths a group gift
 * still misses; nothing while another wish of its group is taken, which refuses every new claim
 * (409 one_of_taken, docs/decisions/119-any-one-of-these.md). The card's action, its form and its
 * buttons all ask here, so none offers to reserve or chip in where the server would refuse.
 */
export const stillOpen = (
  item: Pick<
    WireItem,
    "group_gift" | "one_of_taken" | "price" | "pledged_amount" | "busy" | "unlimited" | "quantity" | "reserved_quantity"
  >,
): number => (item.one_of_taken ? 0 : item.group_gift ? remainingCents(item) : unitsLeft(item));
