"use client";
// The wishes' cards as a guest sees them, their code out of the page's first scripts (issue 57,
// docs/decisions/172-the-cards-hydrated-on-the-first-tap.md): the server renders them; in the browser
// they stay the server's HTML, unhydrated, until the visitor first taps, clicks or tabs into the
// wishes (a fold among them already open when the screen starts listening was such a tap, before the
// page's scripts ran), or until they must show something the server did not draw (this device's
// reservations, an owner's view, a live change, another view). A card's folded action is a native
// <details> holding the link to the page with its form open (decision 035): a tap before the code is
// here opens it as the pending state, and hydration then opens the form in it (ReservationDisclosure's
// early toggle).
import { useCallback, useState, type ComponentProps, type ReactNode, type RefObject } from "react";
import { useLoadOnFirstInput } from "@/components/ui/gated-part";
import { codeGate, ServerHtmlUntilLoaded, servedPart } from "@/components/ui/ServerHtmlUntilLoaded";
import type { GuestDevice } from "./guest-device";

export type CardsModule = typeof import("./GuestItems");
type GuestItemsProps = ComponentProps<CardsModule["GuestItems"]>;

const gate = codeGate<GuestItemsProps>();
// drawn in the browser alone (a navigation to the list): the code at once
gate.request = () => void cardsReady();
let loaded: CardsModule | null = null;
let loading: Promise<CardsModule> | null = null;

function importCards(): Promise<CardsModule> {
  loading ??= import("./GuestItems").catch((error: unknown) => {
    // offline: the next need asks again
    loading = null;
    throw error;
  });
  return loading;
}

// the server's rendering of the cards; in the browser the gate decides when they hydrate
const ServedItems = servedPart(() => importCards().then((module) => module.GuestItems));

/**
 * Resolves once the cards are drawn by their own code (the gate open), with their module; null when
 * it is unreachable (offline): the server's cards stay as they came until it is here, the rest of the
 * screen shows the change.
 */
export async function cardsReady(): Promise<CardsModule | null> {
  try {
    loaded = await importCards();
    gate.open(loaded.GuestItems);
    return loaded;
  } catch {
    return null;
  }
}

// fetched when the browser is idle, without hydrating the cards (as the forms' code, decision 070)
const prefetchCards = () =>
  void importCards().then(
    (cards) => cards.preloadReservationForm(),
    () => {},
  );

/**
 * The cards' module once it is loaded (owner mode draws its cards with its ItemCard), null before,
 * and the device as the cards read it. It loads when the visitor reaches into `region` or when
 * `needed` says the cards must show more than the server's. Until then the cards read the device as
 * the server drew them: a changed context would make React draw their boundary afresh, the server's
 * cards lost.
 */
export function useCardsCode(
  region: RefObject<HTMLElement | null>,
  needed: boolean,
  device: GuestDevice,
): { cards: CardsModule | null; cardsDevice: GuestDevice } {
  const [module, setModule] = useState(loaded);
  const [servedDevice] = useState(device);
  const load = useCallback(() => {
    let mounted = true;
    void cardsReady().then((cards) => mounted && cards && setModule(cards));
    return () => void (mounted = false);
  }, []);
  useLoadOnFirstInput(region, { loaded: module !== null, needed, load, prefetch: prefetchCards });
  return { cards: module, cardsDevice: module ? device : servedDevice };
}

/** The guest's cards (GuestItems), hydrated once their code is loaded (`useCardsCode`, `cardsReady`). */
export function GuestCards(props: GuestItemsProps): ReactNode {
  // 20 cards are more than React's server renderer keeps in place in a Suspense boundary: no `pending`
  return <ServerHtmlUntilLoaded served={ServedItems} gate={gate} props={props} />;
}
