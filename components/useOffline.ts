"use client";
// Whether the page is offline: the browser says so, or the service worker served the stored copy
// (data-offline on <html>, set before any script runs; OfflineSupport follows the connection).
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-offline"] });
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    observer.disconnect();
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const isOffline = () => document.documentElement.hasAttribute("data-offline") || !navigator.onLine;

/** True while nothing can be sent; the server renders for a page that is online. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
