// Money on a group gift, counted in hundredths so that no floating-point leftover ever shows
// "€0.00 left" or keeps a reached target open (docs/decisions/063-group-gifts.md).
import { knownPledged } from "./surprise";
import type { WireItem } from "./wire";

/** An amount of the list's currency in hundredths. */
export const toCents = (amount: number) => Math.round(amount * 100);

/** What is still missing of a group gift's price, in hundredths (never below 0). */
export const remainingCents = (item: Pick<WireItem, "price" | "pledged_amount" | "busy">) =>
  Math.max(0, toCents(item.price ?? 0) - toCents(knownPledged(item)));
