"use client";
import { useSyncExternalStore } from "react";
import { publicListLink } from "./links";

const noSubscription = () => () => {};

/** The public link of a list in this browser; "" during server rendering (the origin is unknown there). */
export function useListLink(slug: string): string {
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
  return origin ? publicListLink(origin, slug) : "";
}
