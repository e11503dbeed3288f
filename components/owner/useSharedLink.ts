"use client";
import { useEffect, useState } from "react";
import { SHARED_LINK_PARAM, sharedLinkFrom } from "@/lib/shared-link";

/**
 * The shop link the share screen or the bookmarklet sent along (`&add=…`, docs/decisions/062; a
 * wish list's as `&bring=…`, decision 142), read once after the page loaded and then taken out of
 * the address, so that a reload or a copied link does not read the shop again.
 */
export function useSharedLink(param: string = SHARED_LINK_PARAM): string | null {
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    const address = new URL(window.location.href);
    const shared = address.searchParams.get(param);
    if (shared === null) return;
    address.searchParams.delete(param);
    window.history.replaceState(window.history.state, "", address.pathname + address.search + address.hash);
    // the address is untrusted input like any other: only an http(s) link is read
    const found = sharedLinkFrom([shared]);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is known only in the browser
    if (found) setLink(found);
  }, [param]);
  return link;
}
