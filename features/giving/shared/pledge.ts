import { z } from "zod";
import { centsOfAmount, typedAmount } from "../../../lib/price";
import { camelKeys } from "../../../lib/validations/case";
import { claimant, retry, withdrawalSchema } from "./claim";

// A pledge is a reservation of money (docs/decisions/063-group-gifts.md): a claim (./claim.ts) with
// an amount instead of a count.

/**
 * An amount of money as a JSON number or its text, read as a price is typed ("1.299", "1 299,50":
 * `typedAmount`, decision 198) and allowed as `centsOfAmount` says (lib/price.ts), stored as whole
 * hundredths: a pledge's, and a draw's budget. `invalid` names the field's code.
 */
export const moneyAmount = (invalid: "invalid_amount" | "invalid_budget") =>
  z.union([z.number(), z.string()], { error: invalid }).transform((value, ctx) => {
    const amount = typeof value === "number" ? value : typedAmount(value);
    const cents = amount === null ? null : centsOfAmount(amount);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return cents;
  });

/** A pledge's amount, in the list's currency: typed as a price is ("1.299", "1 299,50": decision 198). */
export const pledgeAmount = moneyAmount("invalid_amount");

export const pledgeSchema = z
  .object({ ...claimant, amount: pledgeAmount, ...retry })
  .transform(({ amount, ...rest }) => ({ ...camelKeys(rest), amountCents: amount }));

export const unpledgeSchema = withdrawalSchema("pledge_id", "pledge_not_found");

export type PledgeInput = z.output<typeof pledgeSchema>;
export type UnpledgeInput = z.output<typeof unpledgeSchema>;
