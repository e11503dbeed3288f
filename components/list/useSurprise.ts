"use client";
// Surprise mode on the list screen (docs/decisions/065-surprise.md): a device where the owner
// unlocked the list shows no reservers, in owner mode and in the guests' view alike, unless the
// owner chose to peek for this visit. The hiding itself is lib/surprise.ts's, as on the server.
import { useEffect, useState } from "react";
import { editTokens } from "@/lib/client/browser-storage";
import { hideReservers, hidesReservers, hidesSuggestion, isTaken, releaseBootHiding } from "@/lib/surprise";
import type { WireItem, WireList } from "@/lib/wire";

export function useSurprise(list: WireList, items: WireItem[], editToken: string | null) {
  const [ownerDevice, setOwnerDevice] = useState(false);
  const [peeking, setPeeking] = useState(false);
  const hiding = ownerDevice && hidesReservers(list) && !peeking;
  useEffect(() => {
    const held = Boolean(editTokens.get(list.slug));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's storage is only known after hydration
    setOwnerDevice(held);
    if (!held) releaseBootHiding();
  }, [list.slug, editToken]);
  useEffect(() => {
    // the cards drawn without reservers are on the screen now: the first paint's cover can go
    if (ownerDevice) releaseBootHiding();
  }, [ownerDevice]);
  // the givers' secret suggestions never show on the owner's device while the list is open (115),
  // peek or not: the visitors' view the page came with has them until the owner's read replaces it
  const owners = ownerDevice ? items.filter((item) => !hidesSuggestion(list, item)) : items;
  return {
    /** The items as this device may show them. */
    shownItems: hiding ? owners.map(hideReservers) : owners,
    /** Something is taken and the screen does not say by whom. */
    keepingQuiet: hiding && items.some(isTaken),
    peeking,
    setPeeking,
  };
}
