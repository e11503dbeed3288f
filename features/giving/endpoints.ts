import type { ErrorCode } from "@/lib/errors";
import { defineEndpoints } from "@/lib/server/http/endpoint";
import { giverMailInput } from "@/features/mail/input";
import { pledgeItem, reserveItem, unpledgeItem, unreserveItem } from "@/features/giving/claims";
import { giverEmailSchema } from "@/features/mail/shared/mail";
import { pledgeSchema, unpledgeSchema } from "@/features/giving/shared/pledge";
import { reserveSchema, unreserveSchema } from "@/features/giving/shared/reservation";

// The givers' endpoints (docs/api.md): reserving a wish and releasing it, chipping in for a group
// gift and withdrawing the pledge. Each entry: what the OpenAPI document says and the handler
// (docs/decisions/090).

/** A giver names a wish and brings their password (a reservation's or a pledge's). */
const GIVER: ErrorCode[] = ["item_id_required", "item_not_found", "password_required", "password_too_long"];

/** Reserving or pledging: the giver's password, name and icon. */
const GIVING: ErrorCode[] = [
  ...GIVER,
  "name_required",
  "name_too_long",
  "icon_required",
  "icon_invalid",
  "invalid_anonymous",
  "control_characters",
];

/** Releasing or withdrawing: the giver's password, or the owner's token. */
const TAKING_BACK: ErrorCode[] = [...GIVER, "reservation_password_wrong", "edit_token_invalid"];

export const GIVING_ENDPOINTS = defineEndpoints({
  item_reserve: {
    access: "anyone",
    summary: "Reserve some or all units of a wish",
    input: reserveSchema,
    mailInput: giverEmailSchema,
    errors: [
      ...GIVING,
      "invalid_email",
      "invalid_count",
      "already_reserved",
      "list_closed",
      "too_few_left",
      "one_of_taken",
      "group_gift",
      "too_many_attempts",
    ],
    handle: async ({ parse, input, clientAddress, locale }) => {
      const { reservationId } = await reserveItem({ ...parse(), ...giverMailInput(input, locale), clientAddress });
      return { reservation_id: reservationId };
    },
  },
  item_unreserve: {
    access: "giver or owner",
    summary: "Release a reservation (its reserver's password, or the owner's token)",
    input: unreserveSchema,
    errors: [
      ...TAKING_BACK,
      "reservation_id_required",
      "reservation_not_found",
      "not_reserved",
      "list_closed",
      "too_many_attempts",
    ],
    handle: async ({ parse, clientAddress }) => {
      await unreserveItem({ ...parse(), clientAddress });
      return {};
    },
  },
  item_pledge: {
    access: "anyone",
    summary: "Chip in for a group gift: pledge an amount towards its price",
    input: pledgeSchema,
    mailInput: giverEmailSchema,
    errors: [
      ...GIVING,
      "invalid_email",
      "invalid_amount",
      "not_group_gift",
      "pledge_exceeds_remaining",
      "one_of_taken",
      "list_closed",
      "too_many_attempts",
    ],
    handle: async ({ parse, input, clientAddress, locale }) => {
      const { pledgeId } = await pledgeItem({ ...parse(), ...giverMailInput(input, locale), clientAddress });
      return { pledge_id: pledgeId };
    },
  },
  item_unpledge: {
    access: "giver or owner",
    summary: "Withdraw a pledge (its giver's password, or the owner's token)",
    input: unpledgeSchema,
    errors: [
      ...TAKING_BACK,
      "pledge_id_required",
      "pledge_not_found",
      "not_pledged",
      "list_closed",
      "too_many_attempts",
    ],
    handle: async ({ parse, clientAddress }) => {
      await unpledgeItem({ ...parse(), clientAddress });
      return {};
    },
  },
});
