import type { WireItem } from "./wire";

// Apart from ./surprise.ts, whose rules the list page needs at its first load: only a card draws
// this sentence, and the cards load their code on the first tap (decision 172), so it stays out of
// the first-load budget (tests/api/first-load-budget.test.ts).

/**
 * What a card says of a wish whose details are hidden (the `public` message): taken, or partly; a
 * group gift's friends chip in, they do not reserve, and its wording names neither who nor how much;
 * a wish without an upper count (decision 120) is never taken in full nor "partly": someone gives it.
 */
export const hiddenStateText = (item: Pick<WireItem, "busy" | "group_gift" | "unlimited">) =>
  item.group_gift
    ? item.busy
      ? "friendsChippedIn"
      : "friendsChippingIn"
    : item.unlimited
      ? "someoneGiving"
      : item.busy
        ? "reserved"
        : "reservedSome";
