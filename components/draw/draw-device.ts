"use client";
// What this device holds for one secret-santa draw (docs/decisions/077-draws.md, 107): the organizer's
// token, the person shown and every person's link opened here, kept in localStorage
// (lib/client/draw-storage.ts `drawTokens`). A link's fragment (#organizer=… or #person=…) is taken
// into storage once and removed from the address, so a token is neither bookmarked by accident nor
// shown over a shoulder. Another person's link opened where a person is shown waits for a question
// (issue 51: Oma's link on Mama's phone silently replaced Sabine's).
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { drawTokens, type DrawDevice } from "@/lib/client/draw-storage";
import { ORGANIZER_FRAGMENT, PERSON_FRAGMENT } from "@/lib/draw-link";
import { storageSignal } from "@/components/ui/storage-signal";

const { subscribe, notify } = storageSignal();

/** Whom a person's link opens, as their screen reads it. */
export type KnownPerson = { id: string; name: string };

/** The device's tokens for the draw; null while unknown (the server's render and the first one after it). */
export function useDrawDevice(slug: string): {
  device: DrawDevice | null;
  keep: (kind: "organizer" | "person", token: string | null) => void;
  /** Records whom a held link opens once their screen was read. */
  known: (token: string, person: KnownPerson) => void;
  /** A person's link opened here while another person is shown: kept only once the question is answered. */
  pending: string | null;
  /** The question's answer: the pending person opens (as read with their link), or nothing changes (null). */
  answer: (opened: KnownPerson | null) => void;
} {
  const raw = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(drawTokens.get(slug)),
    () => null,
  );
  const device = useMemo(() => (raw === null ? null : (JSON.parse(raw) as DrawDevice)), [raw]);
  const [pending, setPending] = useState<string | null>(null);
  const keep = useCallback(
    (kind: "organizer" | "person", token: string | null) => {
      drawTokens.set(slug, kind, token);
      notify();
    },
    [slug],
  );
  const known = useCallback(
    (token: string, person: KnownPerson) => drawTokens.known(slug, token, person) && notify(),
    [slug],
  );
  const answer = useCallback(
    (opened: KnownPerson | null) => {
      if (pending && opened) {
        drawTokens.set(slug, "person", pending);
        drawTokens.known(slug, pending, opened);
        notify();
      }
      setPending(null);
    },
    [slug, pending],
  );

  useEffect(() => {
    const adopt = () => {
      const fragment = new URLSearchParams(window.location.hash.slice(1));
      const person = fragment.get(PERSON_FRAGMENT);
      const organizer = fragment.get(ORGANIZER_FRAGMENT);
      if (!person && !organizer) return;
      const shown = drawTokens.get(slug).person;
      if (person && shown && person !== shown) setPending(person);
      else if (person) drawTokens.set(slug, "person", person);
      if (organizer) drawTokens.set(slug, "organizer", organizer);
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
      notify();
    };
    adopt();
    // a link of the same draw opened while its page is open changes only the fragment
    window.addEventListener("hashchange", adopt);
    return () => window.removeEventListener("hashchange", adopt);
  }, [slug]);

  return { device, keep, known, pending, answer };
}
