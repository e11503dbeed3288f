import { z } from "zod";
import { MAX_PRICE } from "../price";
import { editToken, itemId, optionalPassword, password, requestId } from "./fields";
import { camelKeys } from "./case";
import { ownedRowId, visitorName } from "./reservation";

// A pledge is a reservation of money (docs/decisions/063-group-gifts.md): the same name/icon and
// password rules as item_reserve, with an amount instead of a count.

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
  .object({
    item_id: itemId,
    name: visitorName,
    password: password("password_required"),
    amount: pledgeAmount,
    request_id: requestId,
  })
  .transform(({ amount, ...rest }) => ({ ...camelKeys(rest), amountCents: amount }));

export const unpledgeSchema = z
  .object({
    item_id: itemId,
    password: optionalPassword(),
    edit_token: editToken,
    slug: z.string({ error: "invalid_field" }).trim().optional(),
    pledge_id: ownedRowId("pledge_not_found"),
  })
  .refine((input) => input.password !== undefined || input.edit_token !== undefined, {
    message: "password_required",
    path: ["password"],
  })
  .transform(camelKeys);

export type PledgeInput = z.output<typeof pledgeSchema>;
export type UnpledgeInput = z.output<typeof unpledgeSchema>;
