"use client";
import { useCallback, useEffect, useState } from "react";
import type { ListView } from "@/lib/list-view";
import { showViewInAddress, viewInHistory } from "./list-address";

/** What the giver chose to see, kept in the address; Back after a choice undoes it. */
export function useListView(initialView: ListView) {
  const [view, setView] = useState(initialView);
  const changeView = useCallback((next: ListView, { newEntry = false } = {}) => {
    setView(next);
    showViewInAddress(next, { newEntry });
  }, []);
  // the view follows the history entry (showViewInAddress made one per choice)
  useEffect(() => {
    const follow = (event: PopStateEvent) => setView(viewInHistory(event.state, initialView));
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [initialView]);
  return [view, changeView] as const;
}
