import type { ErrorCode } from "../../errors";
import { pledgeSchema, unpledgeSchema } from "../../validations/pledge";
import { reserveSchema, unreserveSchema } from "../../validations/reservation";
import { giverEmailSchema } from "../../validations/mail";
import type { AreaRoutes } from "./operation";

// The OpenAPI descriptions of the givers' paths (./routes.ts): reserving a wish and releasing it,
// chipping in for a group gift and withdrawing the pledge.

/** A giver names a wish and brings their password (a reservation's or a pledge's). */
const GIVER: ErrorCode[] = ["item_id_required", "item_not_found", "password_required", "password_too_long"];

/** Reserving or pledging: the giver's password, name and icon. */
const GIVING: ErrorCode[] = [
  ...GIVER,
  "name_required",
  "name_too_long",
  "icon_required",
  "icon_invalid",
  "control_characters",
];

/** Releasing or withdrawing: the giver's password, or the owner's token. */
const TAKING_BACK: ErrorCode[] = [...GIVER, "reservation_password_wrong", "edit_token_invalid"];

export const GIVING_ROUTES = {
  "/api/item_reserve.php": {
    method: "post",
    summary: "Reserve some or all units of a wish",
    input: reserveSchema,
    mailInput: giverEmailSchema,
    answer: "item_reserve",
    errors: [
      ...GIVING,
      "invalid_email",
      "invalid_count",
      "already_reserved",
      "list_closed",
      "too_few_left",
      "group_gift",
      "too_many_attempts",
    ],
  },
  "/api/item_reserve": { aliasOf: "/api/item_reserve.php" },
  "/api/item_unreserve.php": {
    method: "post",
    summary: "Release a reservation (its reserver's password, or the owner's token)",
    input: unreserveSchema,
    answer: "item_unreserve",
    errors: [
      ...TAKING_BACK,
      "reservation_id_required",
      "reservation_not_found",
      "not_reserved",
      "list_closed",
      "too_many_attempts",
    ],
  },
  "/api/item_unreserve": { aliasOf: "/api/item_unreserve.php" },
  "/api/item_pledge.php": {
    method: "post",
    summary: "Chip in for a group gift: pledge an amount towards its price",
    input: pledgeSchema,
    mailInput: giverEmailSchema,
    answer: "item_pledge",
    errors: [
      ...GIVING,
      "invalid_email",
      "invalid_amount",
      "not_group_gift",
      "pledge_exceeds_remaining",
      "list_closed",
      "too_many_attempts",
    ],
  },
  "/api/item_unpledge.php": {
    method: "post",
    summary: "Withdraw a pledge (its giver's password, or the owner's token)",
    input: unpledgeSchema,
    answer: "item_unpledge",
    errors: [
      ...TAKING_BACK,
      "pledge_id_required",
      "pledge_not_found",
      "not_pledged",
      "list_closed",
      "too_many_attempts",
    ],
  },
} satisfies AreaRoutes;
