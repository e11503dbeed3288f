"use client";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ENDPOINTS } from "@/lib/api-paths.mjs";
import { formatLocale } from "@/lib/locale";

/** How often a page marked offline asks whether the server answers again. */
const RECONNECT_PROBE_MS = 4000;

/**
 * Registers the service worker (public/sw.js) and says plainly when the page is offline: what is
 * shown is then the copy stored at the last visit, and nothing can be reserved or changed. The
 * note is always in the HTML and shown by CSS, so a stored page shows it without its scripts.
 */
export function OfflineSupport() {
  const t = useTranslations("offline");
  const locale = useLocale();
  // when what is shown is from: the stored copy's time (the service worker's data-offline-since),
  // or the moment this open page lost its connection (it was current until then)
  const [since, setSince] = useState<number | null>(null);

  useEffect(() => {
    // data-offline on <html> shows the note (CSS); the service worker sets it on a stored page
    // before any script runs, and this follows the connection while the page is open
    // (a page the service worker marked stays marked: it is the stored copy until reloaded)
    const root = document.documentElement;
    const wentOffline = () => {
      if (!root.hasAttribute("data-offline-since")) root.setAttribute("data-offline-since", String(Date.now()));
      root.setAttribute("data-offline", "");
      setSince(Number(root.getAttribute("data-offline-since")) || null);
    };
    const cameBack = () => {
      root.removeAttribute("data-offline");
      root.removeAttribute("data-offline-since");
      setSince(null);
    };
    if (!navigator.onLine || root.hasAttribute("data-offline")) wentOffline();
    window.addEventListener("online", cameBack);
    window.addEventListener("offline", wentOffline);
    // The browser's "online" event does not come for every way back: a server that was down, a
    // network that claimed to be up all along, the stored copy opened while the browser thought it
    // was online. While the page is marked offline it asks the server now and then; once it
    // answers, the page announces "online" as the browser would, so the note goes and the list and
    // its live updates are read again (components/list/useLiveList.ts listens to the same event).
    const probe = window.setInterval(() => {
      if (!root.hasAttribute("data-offline") || !navigator.onLine) return;
      fetch(ENDPOINTS.health.path, { cache: "no-store" })
        .then((answer) => {
          if (answer.ok && root.hasAttribute("data-offline")) window.dispatchEvent(new Event("online"));
        })
        .catch(() => {
          // still unreachable: the next round asks again
        });
    }, RECONNECT_PROBE_MS);
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker
        .register("/sw.js", { scope: "/" })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          // every same-origin file the page loaded (scripts, fonts, the logo): the worker keeps
          // those it serves offline and passes over the rest (API calls, the live stream)
          const sameOriginFiles = (entries: PerformanceEntryList) =>
            entries.map((entry) => entry.name).filter((name) => name.startsWith(`${location.origin}/`));
          const files = sameOriginFiles(performance.getEntriesByType("resource"));
          registration.active?.postMessage({ type: "remember", urls: [location.href.split("#")[0], ...files] });
          // code fetched later (the reservation forms', when the page is idle: decision 070) is kept too
          new PerformanceObserver((entries) => {
            const later = sameOriginFiles(entries.getEntries());
            if (later.length > 0) registration.active?.postMessage({ type: "remember", urls: later });
          }).observe({ type: "resource" });
        })
        .catch(() => {
          // no service worker (private mode, old browser): the app works online as before
        });
    }
    return () => {
      window.clearInterval(probe);
      window.removeEventListener("online", cameBack);
      window.removeEventListener("offline", wentOffline);
    };
  }, []);

  return (
    <p className="offline-note" role="status" data-testid="offline-note">
      <span aria-hidden="true">📴</span> {t("note")}
      {since === null ? null : (
        <>
          {" "}
          <span className="offline-since" data-testid="offline-since">
            {t("since", {
              time: new Date(since).toLocaleString(formatLocale(locale), { dateStyle: "medium", timeStyle: "short" }),
            })}
          </span>
        </>
      )}
    </p>
  );
}
