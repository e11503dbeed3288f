"use client";
// What this device holds for one secret-santa draw (docs/decisions/077-draws.md): the organizer's
// token and the person's own, kept in localStorage (lib/client/browser-storage.ts `drawTokens`). A link's
// fragment (#organizer=… or #person=…) is taken into storage once and removed from the address, so
// a token is neither bookmarked by accident nor shown over a shoulder.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { drawTokens, type DrawDevice } from "@/lib/client/browser-storage";
import { ORGANIZER_FRAGMENT, PERSON_FRAGMENT } from "@/lib/draw-link";
import { storageSignal } from "@/components/ui/storage-signal";

const { subscribe, notify } = storageSignal();

/** The device's tokens for the draw; null while unknown (the server's render and the first one after it). */
export function useDrawDevice(slug: string): {
  device: DrawDevice | null;
  keep: (kind: keyof DrawDevice, token: string | null) => void;
} {
  const raw = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(drawTokens.get(slug)),
    () => null,
  );
  const device = useMemo(() => (raw === null ? null : (JSON.parse(raw) as DrawDevice)), [raw]);
  const keep = useCallback(
    (kind: keyof DrawDevice, token: string | null) => {
      drawTokens.set(slug, kind, token);
      notify();
    },
    [slug],
  );

  useEffect(() => {
    const adopt = () => {
      const fragment = new URLSearchParams(window.location.hash.slice(1));
      const person = fragment.get(PERSON_FRAGMENT);
      const organizer = fragment.get(ORGANIZER_FRAGMENT);
      if (!person && !organizer) return;
      if (person) drawTokens.set(slug, "person", person);
      if (organizer) drawTokens.set(slug, "organizer", organizer);
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
      notify();
    };
    adopt();
    // a link of the same draw opened while its page is open changes only the fragment
    window.addEventListener("hashchange", adopt);
    return () => window.removeEventListener("hashchange", adopt);
  }, [slug]);

  return { device, keep };
}
