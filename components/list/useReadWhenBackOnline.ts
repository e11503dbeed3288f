import { useEffect, useRef } from "react";

/** Pauses between the quiet reads of the list when the connection is back (see below). */
const BACK_ONLINE_RETRIES_MS = [500, 1000, 2000, 4000];

/**
 * Back online, what the offline copy showed may be old: the list is read again (issue 32, bugs 4
 * and 9). "online" may come before the network carries anything (a phone's Wi-Fi joined, its
 * address not there yet; the service worker's network a moment later than the page's): a read
 * that gets no answer is tried again a few times, quietly (`readQuietly` says "unreachable"),
 * before `reload` says that the list could not be loaded.
 */
export function useReadWhenBackOnline(
  offline: boolean,
  readQuietly: () => Promise<"gone" | "unreachable" | void>,
  reload: () => Promise<void>,
) {
  const wasOffline = useRef(offline);
  useEffect(() => {
    if (wasOffline.current && !offline) {
      void (async () => {
        for (const pauseMs of BACK_ONLINE_RETRIES_MS) {
          if ((await readQuietly()) !== "unreachable") return;
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
        await reload();
      })();
    }
    wasOffline.current = offline;
  }, [offline, readQuietly, reload]);
}
