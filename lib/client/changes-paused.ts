// The browser's side of a database fault (docs/decisions/080-reading-through-faults.md): how many
// changes wait for the server (the screen says meanwhile that changes are paused) and the health
// check's answer. Kept small: it is in the list page's first load (LiveStatus, the live stream);
// sending a change once more is ./change-retry.ts, loaded with the API client (decision 180).
import { ENDPOINTS } from "../api-paths.mjs";

type Listener = (waiting: number) => void;
const listeners = new Set<Listener>();
let waiting = 0;

/** `listener` hears how many changes wait for the server (0: none); returns the unsubscribe. */
export function onChangesWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A change starts (+1) or ends (-1) waiting for the server (./change-retry.ts). */
export function setWaiting(delta: number) {
  waiting += delta;
  for (const listener of listeners) listener(waiting);
}

/** The health check's answer now: "ok", "away" (its database is unavailable), or "unknown" (no answer). */
export async function serverState(): Promise<"ok" | "away" | "unknown"> {
  try {
    const response = await fetch(ENDPOINTS.health.path, { cache: "no-store", credentials: "same-origin" });
    if (response.ok) return "ok";
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    return body?.code === "database_unavailable" ? "away" : "unknown";
  } catch {
    return "unknown";
  }
}
