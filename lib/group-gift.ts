// Money on a group gift, counted in hundredths so that no floating-point leftover ever shows
// "€0.00 left" or keeps a reached target open (docs/decisions/063-group-gifts.md).
import { MAX_PRICE } from "./price";
import { knownPledged } from "./surprise";
import type { WireItem } from "./wire";

/** An amount of the list's currency in hundredths. */
export const toCents = (amount: number) => Math.round(amount * 100);

/** The smallest pledge, in hundredths: one unit of the list's currency. */
export const MIN_PLEDGE_CENTS = 100;

/**
 * An amount of money as whole hundredths: at least 1, at most two decimals (12.345 is refused, not
 * rounded), up to the largest price; else null. One rule for a pledge, typed or sent, and a budget.
 */
export function centsOfAmount(amount: number): number | null {
  const cents = toCents(amount);
  if (!Number.isFinite(amount) || Math.abs(cents - amount * 100) > 1e-6) return null;
  return cents >= MIN_PLEDGE_CENTS && amount <= MAX_PRICE ? cents : null;
}

/** What is still missing of a group gift's price, in hundredths (never below 0). */
export const remainingCents = (item: Pick<WireItem, "price" | "pledged_amount" | "busy">) =>
  Math.max(0, toCents(item.price ?? 0) - toCents(knownPledged(item)));
