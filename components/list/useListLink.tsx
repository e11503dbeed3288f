"use client";
import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { publicListLink } from "@/lib/list-link";

/**
 * Where share links point. The server knows it first (PUBLIC_BASE_URL, else the request's host),
 * so the invite link is in the first HTML. Without PUBLIC_BASE_URL the browser's own address
 * takes over after hydration, as the one the friend really used.
 */
type PublicOrigin = { baseUrl: string; configured: boolean };

const PublicOriginContext = createContext<PublicOrigin>({ baseUrl: "", configured: false });

export function PublicOriginProvider({ value, children }: { value: PublicOrigin; children: ReactNode }) {
  return <PublicOriginContext.Provider value={value}>{children}</PublicOriginContext.Provider>;
}

const noSubscription = () => () => {};

/** The public link of a list, the same on the server and (when configured) in the browser. */
export function useListLink(slug: string): string {
  const { baseUrl, configured } = useContext(PublicOriginContext);
  const origin = useSyncExternalStore(
    noSubscription,
    () => (configured ? baseUrl : window.location.origin),
    () => baseUrl,
  );
  return origin ? publicListLink(origin, slug) : "";
}

/** The public link as the server drew it: where the browser's differs, a part showing it must draw it anew. */
export function useServedListLink(slug: string): string {
  const { baseUrl } = useContext(PublicOriginContext);
  return baseUrl ? publicListLink(baseUrl, slug) : "";
}
