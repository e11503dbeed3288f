import { pledgeItem, reserveItem, unpledgeItem, unreserveItem } from "@/lib/client/api-client-giving";
import type { WireItem, WireList } from "@/lib/wire";
import type { PublicTexts } from "./public-texts";
import type { MissingInput } from "./reservation-fields";

// What the reservation forms send (./useReservationForm.tsx holds their state): the first input
// still missing, and the one call for an action, a reservation or a pledge on a group gift.

export type Action = "reserve" | "release";

export type SubmitOptions = {
  /** How many units to reserve (items wished for more than once); one otherwise. */
  count?: number;
  /** A group gift: how much to pledge, in the list's currency. */
  amount?: number;
  /** Failure codes that mean the item changed meanwhile: the card then shows it as it is now. */
  staleCodes: string[];
  /** After a success, besides emptying the name, the password and the icon. */
  onDone?: () => void;
};

/** Who gives, as typed or remembered. */
export type Given = { name: string; icon: string | null; password: string };

/** The first missing input, in the order of docs/product.md §5, or null. */
export function missingInput(
  action: Action,
  given: Given,
  { mode, identityRequired }: { mode: WireList["identity_mode"]; identityRequired: boolean },
  t: PublicTexts,
): MissingInput | null {
  if (!given.password.trim()) return { field: "password", message: t("toastNeedPassword") };
  if (action === "release" || !identityRequired) return null;
  if (mode === "name" && !given.name.trim()) return { field: "name", message: t("toastNeedName") };
  if (mode === "icon" && !given.icon) return { field: "icon", message: t("toastNeedIcon") };
  return null;
}

/** What a reservation or pledge carries besides who gives; `requestIdFor` names this attempt. */
type Extras = { email: string; anonymous: boolean; requestIdFor: (...sends: unknown[]) => string };

/** The one call for the action: a reservation, or a pledge on a group gift. */
export function sendGiving(
  item: Pick<WireItem, "id" | "group_gift">,
  action: Action,
  given: Given,
  identity: string,
  { email, anonymous, requestIdFor }: Extras,
  count?: number,
  amount = 0,
) {
  // the same attempt (same units, same giver) sent again keeps its request id
  const extras = (units: number | undefined) => ({
    email: email.trim(),
    anonymous,
    requestId: requestIdFor(item.id, identity, given.password, units, anonymous),
  });
  if (item.group_gift) {
    return action === "release"
      ? unpledgeItem(item.id, given.password)
      : pledgeItem(item.id, identity, given.password, amount, extras(amount));
  }
  return action === "release"
    ? unreserveItem(item.id, given.password)
    : reserveItem(item.id, identity, given.password, count, extras(count));
}
