import { z } from "zod";
import { MAX_PRICE } from "../../../lib/price";
import { camelKeys } from "../../../lib/validations/case";
import { claimant, retry, withdrawalSchema } from "./claim";

// A pledge is a reservation of money (docs/decisions/063-group-gifts.md): a claim (./claim.ts) with
// an amount instead of a count.

/** The smallest pledge, in hundredths: one unit of the list's currency. */
export const MIN_PLEDGE_CENTS = 100;

const AMOUNT_TEXT = /^\s*\d{1,7}(?:[.,]\d{1,2})?\s*$/;

/**
 * An amount of money as a JSON number or its text ("25", "12.50", "12,50"): at least 1, at most two
 * decimals, up to the largest price; stored as whole hundredths. `invalid` names the field's code.
 */
export const moneyAmount = (invalid: "invalid_amount" | "invalid_budget") =>
  z.union([z.number(), z.string()], { error: invalid }).transform((value, ctx) => {
    const amount =
      typeof value === "number" ? value : AMOUNT_TEXT.test(value) ? Number(value.trim().replace(",", ".")) : NaN;
    const cents = Math.round(amount * 100);
    // two decimals at most: 12.345 is refused, not rounded into another amount
    if (
      !Number.isFinite(amount) ||
      Math.abs(cents - amount * 100) > 1e-6 ||
      cents < MIN_PLEDGE_CENTS ||
      amount > MAX_PRICE
    ) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return cents;
  });

/** A pledge's amount, in the list's currency. */
export const pledgeAmount = moneyAmount("invalid_amount");

export const pledgeSchema = z
  .object({ ...claimant, amount: pledgeAmount, ...retry })
  .transform(({ amount, ...rest }) => ({ ...camelKeys(rest), amountCents: amount }));

export const unpledgeSchema = withdrawalSchema("pledge_id", "pledge_not_found");

export type PledgeInput = z.output<typeof pledgeSchema>;
export type UnpledgeInput = z.output<typeof unpledgeSchema>;
