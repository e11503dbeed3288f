"use client";
// The reservation forms' code, loaded apart from the page's first scripts (docs/decisions/070):
// the card's action (ReservationDisclosure) fetches it when the browser is idle or on the first
// opening; a card whose form the server renders open (`&reserve=<id>`) brings it along.
import { useCallback } from "react";
import { countsUnits } from "@/lib/units";
import type { WireItem, WireList } from "@/lib/wire";
import { firstField } from "./form-fold";
import { GroupGiftControls } from "./GroupGiftControls";
import { QuantityReservationControls } from "./QuantityReservationControls";
import { ReservationControls } from "./ReservationControls";

type Props = {
  item: WireItem;
  list: WireList;
  onChanged: () => Promise<void>;
  /** Opened by a tap (not by the server): focus moves into the form once it is there. */
  focusOnMount: boolean;
};

/**
 * The form of one card: chipping in for a group gift, a stepper for wishes wished for more than
 * once, the one-unit toggle otherwise.
 */
export default function ReservationForm({ item, list, onChanged, focusOnMount }: Props) {
  const focusFirstField = useCallback(
    (root: HTMLDivElement | null) => {
      if (root && focusOnMount) firstField(root)?.focus();
    },
    [focusOnMount],
  );
  return (
    <div ref={focusFirstField}>
      {item.group_gift ? (
        <GroupGiftControls item={item} list={list} onChanged={onChanged} />
      ) : countsUnits(item) ? (
        <QuantityReservationControls item={item} list={list} onChanged={onChanged} />
      ) : (
        <ReservationControls item={item} list={list} onChanged={onChanged} />
      )}
    </div>
  );
}
