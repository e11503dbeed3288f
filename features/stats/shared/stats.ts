import { z } from "zod";
import { camelKeys } from "../../../lib/validations/case";
import { editToken, optionalWholeNumber, slug } from "../../../lib/validations/fields";

/** The owner's counts of a list (`list_stats`): `top` the most-wanted wishes to name, 1 to 10. */
export const listStatsSchema = z
  .object({ slug, edit_token: editToken, top: optionalWholeNumber({ min: 1, max: 10 }, "invalid_top") })
  .transform(camelKeys);
