"use client";
// Keeps an open list current (docs/decisions/029-live-list.md): an EventSource on
// `list_events` names the list's version; a newer one makes the screen fetch list_get.
// Reconnects with back-off (the first event after each connect is the version check, so nothing
// changed meanwhile is missed), asks every 15 s instead when streams never bring an event (a proxy
// that holds them back), and holds nothing open while the tab is hidden. A deleted list ends it
// all: the stream says `gone`, or list_get (after a refused connect, or a poll) finds no list.
import { useEffect, useRef, useState } from "react";
import { ENDPOINTS } from "@/lib/api-paths.mjs";
import { serverState } from "@/lib/client/changes-paused";
import {
  FAILURES_BEFORE_POLLING,
  FIRST_EVENT_TIMEOUT_MS,
  OFFLINE_NOTE_DELAY_MS,
  POLL_INTERVAL_MS,
  STREAM_RETRY_WHILE_POLLING_MS,
  reconnectDelay,
} from "@/lib/live-backoff";

/**
 * `connecting` until the first event; `live` while a stream brings events; `reconnecting` when it
 * is down for more than a moment (the page shows a quiet note); `polling` while streams are blocked;
 * `paused` while the server answers but its database does not (another note: the list can be
 * looked at, not changed; docs/decisions/080-reading-through-faults.md); `gone` once the list was
 * deleted (nothing is asked any more).
 */
export type LiveState = "connecting" | "live" | "reconnecting" | "polling" | "paused" | "gone";

type Options = {
  slug: string;
  /** The version the screen shows. */
  version: number;
  /** Fetches the list and shows it (only if it is newer than what is shown); "gone": there is no such list. */
  refresh: () => Promise<"gone" | "unreachable" | void>;
};

export function useLiveList({ slug, version, refresh }: Options): LiveState {
  const [state, setState] = useState<LiveState>("connecting");
  const shown = useRef(version);
  const refreshRef = useRef(refresh);
  useEffect(() => {
    shown.current = version;
    refreshRef.current = refresh;
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let timers: ReturnType<typeof setTimeout>[] = [];
    let failures = 0; // connects in a row that brought no event
    let polling = false;
    let refreshing: Promise<void> | null = null;
    let again = false;
    let stopped = false;
    // the health check said the database is away: the stream cannot open until it is back
    let away = false;
    const down = (state: "reconnecting" | "polling") => setState(away ? "paused" : state);
    /** Asks the health check why there is no stream: the database away shows its note at once. */
    const askWhy = () =>
      void serverState().then((answer) => {
        away = answer === "away";
        if (away && source === null) setState("paused");
      });

    const later = (ms: number, run: () => void) => timers.push(setTimeout(run, ms));
    const clearTimers = () => {
      timers.forEach(clearTimeout);
      timers = [];
    };
    // one fetch at a time; versions announced meanwhile fetch once more afterwards
    const fetchList = () => {
      if (refreshing) {
        again = true;
        return;
      }
      refreshing = refreshRef
        .current()
        .then((outcome) => {
          if (outcome === "gone") stop();
        })
        .finally(() => {
          refreshing = null;
          if (again && !stopped) {
            again = false;
            fetchList();
          }
        });
    };
    const close = () => {
      source?.close();
      source = null;
      clearTimers();
    };

    /** The list was deleted: nothing open, nothing asked again. */
    const stop = () => {
      stopped = true;
      close();
      setState("gone");
    };

    const poll = () => {
      if (stopped) return;
      polling = true;
      down("polling");
      askWhy();
      fetchList();
      later(POLL_INTERVAL_MS, poll);
    };

    const connect = () => {
      close();
      if (document.hidden || stopped) return;
      const stream = new EventSource(`${ENDPOINTS.list_events.path}?slug=${encodeURIComponent(slug)}`);
      source = stream;
      let gotEvent = false;
      later(OFFLINE_NOTE_DELAY_MS, () => {
        if (!polling) down("reconnecting");
      });
      later(FIRST_EVENT_TIMEOUT_MS, () => {
        if (!gotEvent && source === stream) fail(true);
      });
      stream.addEventListener("version", (event) => {
        if (!gotEvent) {
          gotEvent = true;
          failures = 0;
          polling = false;
          away = false;
          clearTimers();
          setState("live");
        }
        const announced = Number(JSON.parse((event as MessageEvent<string>).data).version);
        if (announced > shown.current) fetchList();
      });
      stream.addEventListener("gone", () => {
        if (source === stream) stop();
      });
      stream.onerror = () => {
        if (source === stream) fail(!gotEvent);
      };
    };

    /** The stream failed or ended (a server restart ends it): back off, or ask instead. */
    const fail = (withoutEvent: boolean) => {
      close();
      // a stream refused before its first event may be a 404: the list was deleted while this page
      // was away or hidden. EventSource cannot tell; list_get can
      if (withoutEvent) {
        failures += 1;
        fetchList();
      }
      if (failures >= FAILURES_BEFORE_POLLING || polling) {
        failures = 0;
        poll();
        later(STREAM_RETRY_WHILE_POLLING_MS, connect);
        return;
      }
      askWhy();
      later(OFFLINE_NOTE_DELAY_MS, () => down("reconnecting"));
      later(reconnectDelay(failures), connect);
    };

    // hidden: nothing open, nothing polled; visible again: connect, whose first event is the version check
    const onVisibility = () => {
      if (stopped) return;
      if (document.hidden) close();
      else if (polling) {
        poll();
        later(STREAM_RETRY_WHILE_POLLING_MS, connect);
      } else connect();
    };
    // back online: read the list at once (a wish deleted meanwhile must not stay reservable until
    // the stream's first event), then the stream checks the version as after every connect. The
    // failures counted while offline say nothing of the stream: back-off starts afresh
    const onOnline = () => {
      if (document.hidden || stopped) return;
      failures = 0;
      fetchList();
      connect();
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("online", onOnline);
    connect();
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("online", onOnline);
      close();
    };
  }, [slug]);

  return state;
}
