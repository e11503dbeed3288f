"use client";
// A short highlight on what another copy of the list just changed (docs/decisions/029-live-list.md).
// Set on the DOM after React has drawn the change, as a data attribute React does not own, so the
// item card needs no prop for it; live.css draws it (without motion under prefers-reduced-motion).
import { useCallback, useEffect, useState } from "react";
import type { WireList } from "@/lib/wire";

const HIGHLIGHT_MS = 2400;
const ATTRIBUTE = "data-live-changed";

export function listSettingsChanged(before: WireList, after: WireList): boolean {
  return JSON.stringify(before) !== JSON.stringify(after);
}

type Marks = { ids: string[]; hero: boolean; round: number };

/** `highlight(ids, hero)` marks those cards (and the list's header) once they are drawn. */
export function useLiveHighlight(root: React.RefObject<HTMLElement | null>) {
  const [marks, setMarks] = useState<Marks>({ ids: [], hero: false, round: 0 });
  const highlight = useCallback((ids: string[], hero: boolean) => {
    if (ids.length > 0 || hero) setMarks((previous) => ({ ids, hero, round: previous.round + 1 }));
  }, []);
  useEffect(() => {
    const element = root.current;
    if (!element || marks.round === 0) return;
    const targets = marks.ids
      .map((id) => element.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(id)}"]`))
      .concat(marks.hero ? [element.querySelector<HTMLElement>(".list-hero")] : [])
      .filter((target): target is HTMLElement => target !== null);
    for (const target of targets) target.setAttribute(ATTRIBUTE, "");
    const timer = setTimeout(() => targets.forEach((target) => target.removeAttribute(ATTRIBUTE)), HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      targets.forEach((target) => target.removeAttribute(ATTRIBUTE));
    };
  }, [marks, root]);
  return highlight;
}
