"use client";
// What this device remembers of its guest for one list (docs/decisions/042-remembered-guest.md):
// name or icon and reservation password after a first reservation, so the next card reserves with
// one tap, and the reservations made here ("your reservation", "my gifts"). Read once by
// ListScreen and handed to the cards through a context, like their texts.
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import { rememberedGuests, type GuestMemory, type RememberedGuest } from "@/lib/client/browser-storage";
import type { WireItem, WireList } from "@/lib/wire";
import { storageSignal } from "@/components/ui/storage-signal";

export type GuestDevice = {
  /** Who reserves from here, once remembered; null before the first reservation and after "not me". */
  guest: RememberedGuest | null;
  /** Ids of the reservations and pledges made from this device (with the remembered password). */
  mine: ReadonlySet<string>;
  /** After a reservation or pledge: remember who made it and its id, on the device or in this tab only. */
  remember: (
    who: { name: string; icon: string | null; password: string; email: string },
    reservationId: string,
    memory: GuestMemory,
  ) => void;
  /** "Not me": forget name, icon, password and the reservations made here. */
  forget: () => void;
  /** Nothing can be sent (offline): reserving and releasing wait. */
  offline: boolean;
};

const { subscribe, notify } = storageSignal();

export function useGuestDeviceState(slug: string, offline: boolean): GuestDevice {
  // the stored text is the snapshot (a string compares by value); parsed below when it changes
  const raw = useSyncExternalStore(subscribe, rememberedGuests.raw, () => null);
  const guest = useMemo(() => (raw === null ? null : rememberedGuests.get(slug)), [raw, slug]);
  const remember = useCallback<GuestDevice["remember"]>(
    (who, reservationId, memory) => {
      const before = rememberedGuests.get(slug);
      // reservations made with another password could not be released with this one: they are not kept
      const kept = before && before.password === who.password ? before.reservations : [];
      rememberedGuests.set(slug, { ...who, reservations: [...kept, reservationId] }, memory);
      notify();
    },
    [slug],
  );
  const forget = useCallback(() => {
    rememberedGuests.remove(slug);
    notify();
  }, [slug]);
  return useMemo(
    () => ({ guest, mine: new Set(guest?.reservations ?? []), remember, forget, offline }),
    [guest, remember, forget, offline],
  );
}

/** The remembered guest has everything this list's identity mode asks for: no field to fill. */
export function isComplete(guest: RememberedGuest | null, list: WireList): guest is RememberedGuest {
  if (!guest) return false;
  if (!list.require_name || list.identity_mode === "password_only") return true;
  if (list.identity_mode === "name") return guest.name.trim() !== "";
  return guest.icon !== null && list.icons.includes(guest.icon);
}

/** How much this device pledged towards a group gift, in the list's currency. */
export function minePledged(item: WireItem, mine: ReadonlySet<string>): number {
  return item.pledges.reduce((sum, pledge) => sum + (mine.has(pledge.id) ? pledge.amount : 0), 0);
}

/** How many units of the item this device reserved. */
export function mineCount(item: WireItem, mine: ReadonlySet<string>): number {
  return item.reservations.reduce((sum, reservation) => sum + (mine.has(reservation.id) ? reservation.count : 0), 0);
}

export const GuestDeviceContext = createContext<GuestDevice | null>(null);

export function useGuestDevice(): GuestDevice {
  const device = useContext(GuestDeviceContext);
  if (!device) throw new Error("useGuestDevice needs ListScreen's GuestDeviceContext above it");
  return device;
}
