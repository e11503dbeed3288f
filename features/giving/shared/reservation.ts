import { z } from "zod";
import { camelKeys } from "../../../lib/validations/case";
import { claimant, retry, withdrawalSchema } from "./claim";
import { optionalWholeNumber } from "../../../lib/validations/fields";
import { QUANTITY } from "../../../lib/validations/limits";

// A reservation of some of an item's units (docs/decisions/028-quantities.md): a claim (./claim.ts)
// with a count.

export const reserveSchema = z
  .object({
    ...claimant,
    /** How many units this reservation takes; 1 when absent. */
    count: optionalWholeNumber(QUANTITY, "invalid_count").transform((count) => count ?? 1),
    ...retry,
  })
  .transform(camelKeys);

export const unreserveSchema = withdrawalSchema("reservation_id", "reservation_not_found");

export type ReserveInput = z.output<typeof reserveSchema>;
export type UnreserveInput = z.output<typeof unreserveSchema>;
