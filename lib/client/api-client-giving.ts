// The browser's calls of a friend giving: reserving and releasing a wish, chipping in for a group
// gift and withdrawing, and the owner taking either back (docs/api.md "Reservations", "Group
// gifts"), through the one client path of ./api-client.ts (its encoding, its failures).
import { post } from "./api-client";

/** What else a reservation or pledge may carry. */
export type GivingExtras = {
  /** Where to hear of changes to the wish (only offered while the server sends mail). */
  email?: string;
  /** Names this attempt: sent again with a retry of it, it is never stored twice. */
  requestId?: string;
  /** Name the giver to nobody: the list shows the wish as taken (docs/decisions/103-anonymous-giving.md). */
  anonymous?: boolean;
};

const givingExtras = ({ email, requestId, anonymous }: GivingExtras) => ({
  ...(email ? { email } : {}),
  ...(anonymous ? { anonymous: "1" } : {}),
  ...(requestId ? { request_id: requestId } : {}),
});

/**
 * `name` is the trimmed name in name mode, the emoji in icon mode, empty otherwise. `count` is
 * sent only above one, so a one-unit reservation is the same request as before quantities.
 */
export function reserveItem(itemId: string, name: string, password: string, count = 1, extras: GivingExtras = {}) {
  return post("item_reserve", {
    form: {
      item_id: itemId,
      name,
      password,
      ...(count === 1 ? {} : { count: String(count) }),
      ...givingExtras(extras),
    },
  });
}

export function unreserveItem(itemId: string, password: string) {
  return post("item_unreserve", {
    form: { item_id: itemId, password },
  });
}

/** The owner releases a reservation of their list with the edit token: the one named, or the only one. */
export function releaseAsOwner(slug: string, editToken: string, itemId: string, reservationId?: string) {
  return post("item_unreserve", {
    form: { item_id: itemId, slug, edit_token: editToken, ...(reservationId ? { reservation_id: reservationId } : {}) },
  });
}

/** Chips in for a group gift: `amount` in the list's currency; name/icon and extras as for reserveItem. */
export function pledgeItem(itemId: string, name: string, password: string, amount: number, extras: GivingExtras = {}) {
  return post("item_pledge", {
    form: { item_id: itemId, name, password, amount: String(amount), ...givingExtras(extras) },
  });
}

/** Withdraws the pledge made with `password`. */
export function unpledgeItem(itemId: string, password: string) {
  return post("item_unpledge", { form: { item_id: itemId, password } });
}

/** The owner removes a pledge of their list with the edit token. */
export function removePledgeAsOwner(slug: string, editToken: string, itemId: string, pledgeId: string) {
  return post("item_unpledge", {
    form: { item_id: itemId, slug, edit_token: editToken, pledge_id: pledgeId },
  });
}
