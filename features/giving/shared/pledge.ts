import { z } from "zod";
import { centsOfAmount, typedAmount } from "../../../lib/price";
import { camelKeys } from "../../../lib/validations/case";
import { claimant, retry, withdrawalSchema } from "./claim";

// A pledge is a reservation of money (docs/decisions/063-group-gifts.md): a claim (./claim.ts) with
// an amount instead of a count.

const AMOUNT_TEXT = /^\s*\d{1,7}(?:[.,]\d{1,2})?\s*$/;

/** "25", "12.50", "12,50": digits with at most one decimal separator (a draw's budget). */
const plainAmount = (text: string) => (AMOUNT_TEXT.test(text) ? Number(text.trim().replace(",", ".")) : null);

/**
 * An amount of money as a JSON number or its text, read by `readText`: as `centsOfAmount` allows
 * (lib/price.ts), stored as whole hundredths. `invalid` names the field's code.
 */
export const moneyAmount = (
  invalid: "invalid_amount" | "invalid_budget",
  readText: (text: string) => number | null = plainAmount,
) =>
  z.union([z.number(), z.string()], { error: invalid }).transform((value, ctx) => {
    const amount = typeof value === "number" ? value : readText(value);
    const cents = amount === null ? null : centsOfAmount(amount);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return cents;
  });

/** A pledge's amount, in the list's currency: typed as a price is ("1.299", "1 299,50": decision 198). */
export const pledgeAmount = moneyAmount("invalid_amount", typedAmount);

export const pledgeSchema = z
  .object({ ...claimant, amount: pledgeAmount, ...retry })
  .transform(({ amount, ...rest }) => ({ ...camelKeys(rest), amountCents: amount }));

export const unpledgeSchema = withdrawalSchema("pledge_id", "pledge_not_found");

export type PledgeInput = z.output<typeof pledgeSchema>;
export type UnpledgeInput = z.output<typeof unpledgeSchema>;
