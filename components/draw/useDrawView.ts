"use client";
// One side's view of a draw (draw_get with the person's or the organizer's token), read when the
// screen opens, again whenever it comes back into view and every 20 s while it is in view: a draw
// has no live stream of its own (docs/decisions/077-draws.md), and a family's draw changes slowly.
// On a phone that is both organizer and person, a change on one side reads the other again at once
// (issue 51: after "Draw names" the organizer's own card still said "open… once the names are drawn").
import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiFailure } from "@/lib/client/api-client";
import { getDraw } from "@/lib/client/api-client-draws";
import type { ApiAnswer } from "@/lib/wire";

export type ParticipantAnswer = Extract<ApiAnswer<"draw_get">, { me: unknown }>;
export type OrganizerAnswer = Exclude<ApiAnswer<"draw_get">, { me: unknown }>;

/** What each of the organizer's cards gets: the draw as the organizer sees it, the token, and a fresh read. */
export type OrganizerCardProps = { answer: OrganizerAnswer; token: string; reload: () => Promise<void> };

const REFRESH_MS = 20_000;

/** What each side's view gets from the screen besides its token. */
export type DrawSide = {
  /** The token was refused (403): the device forgets it. */
  onRevoked: () => void;
  /** Counts the other side's changes on this device: each one reads the draw again. */
  otherChanges: number;
  /** This side changed the draw: the other side's view is told. */
  onChanged: () => void;
};

/** One side's view of the draw; `reload` reads it again after a change, and tells the other side. */
export function useDrawView<A extends ParticipantAnswer | OrganizerAnswer>(
  slug: string,
  as: { participant: string } | { organizer: string },
  { onRevoked, otherChanges, onChanged }: DrawSide,
) {
  const [answer, setAnswer] = useState<A | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const token = "organizer" in as ? as.organizer : as.participant;
  const kind = "organizer" in as ? "organizer" : "participant";
  const revoked = useRef(onRevoked);
  const changed = useRef(onChanged);
  useEffect(() => {
    revoked.current = onRevoked;
    changed.current = onChanged;
  });

  const reload = useCallback(async () => {
    const result = await getDraw(slug, kind === "organizer" ? { organizer: token } : { participant: token });
    if (result.ok) {
      setAnswer(result as A);
      setFailure(null);
    } else if (result.status === 403) revoked.current();
    else setFailure(result);
  }, [slug, token, kind]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the answer arrives later, from the network
    void reload();
    const again = () => document.visibilityState === "visible" && void reload();
    const timer = window.setInterval(again, REFRESH_MS);
    document.addEventListener("visibilitychange", again);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", again);
    };
  }, [reload, otherChanges]);

  const reloadAfterChange = useCallback(async () => {
    await reload();
    changed.current();
  }, [reload]);

  return { answer, failure, reload: reloadAfterChange };
}
