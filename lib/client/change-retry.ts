// A change the server refused with 503 `database_unavailable` or `storage_full` is sent once more by
// itself when the server can take it again (with the same request id, so it is stored once;
// docs/decisions/080-reading-through-faults.md). Used by the API client (./api-transport.ts) for
// every change; what the screen says meanwhile is ./changes-paused.ts.
import { isDatabaseFault } from "../errors";
import { serverState, setWaiting } from "./changes-paused";

/** The parts of a failed answer this needs (./api-client.ts ApiFailure). */
type Refusal = { ok: false; code: string | null; retryAfterSeconds?: number };

/** How long a change waits for the server at most before its refusal stands. */
const WAIT_LIMIT_MS = 2 * 60_000;
/** Between two questions to the health check. */
const ASK_EVERY_MS = 3000;
/** When the server sent no Retry-After. */
const DEFAULT_RETRY_AFTER_SECONDS = 5;

/** Whether this answer is a refusal worth one more try once the server answers again. */
function isFaultRefusal(outcome: { ok: boolean; code?: string | null }): outcome is Refusal {
  return !outcome.ok && isDatabaseFault(outcome.code);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits Retry-After, then until the health check answers 200; false when it never did in time. */
async function untilServerAnswers(retryAfterSeconds: number): Promise<boolean> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  await sleep(retryAfterSeconds * 1000);
  while (Date.now() < deadline) {
    if ((await serverState()) === "ok") return true;
    await sleep(ASK_EVERY_MS);
  }
  return false;
}

/**
 * `send` once; refused for a database fault (503 `database_unavailable`, `storage_full`), once more
 * when the server answers again; the refusal stands when it does not within two minutes. Screens
 * hear meanwhile that a change waits (onChangesWaiting).
 */
export async function withOneRetry<T extends { ok: boolean; code?: string | null }>(
  send: () => Promise<T>,
): Promise<T> {
  const outcome = await send();
  if (!isFaultRefusal(outcome)) return outcome;
  setWaiting(1);
  try {
    const back = await untilServerAnswers(outcome.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS);
    return back ? await send() : outcome;
  } finally {
    setWaiting(-1);
  }
}

/**
 * A new request id for one attempt at a change (22 URL-safe characters from the browser's random
 * source): sent again with every retry of that attempt, the server stores it once (decision 080).
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
