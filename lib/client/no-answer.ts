// A request's failure, and the one of a request that never got an answer, apart from the transport
// (./api-transport.ts, which hands both on) so that a call whose code is fetched on demand
// (./list-reads-on-demand.ts) says it the same way.
import type { ApiErrorBody } from "../wire";

export type ApiFailure = {
  ok: false;
  /** The server's sentence (already in the user's language), or null when there was none. */
  error: string | null;
  code: ApiErrorBody["code"] | null;
  /** The input the server blames, as it names it (e.g. "owner_password", "document.list.title"). */
  field?: ApiErrorBody["field"];
  /** HTTP status, or null when the request never got an answer. */
  status: number | null;
  network: boolean;
  /** The answer's Retry-After, in seconds, when it sent one. */
  retryAfterSeconds?: number;
};

/** The request never got an answer (offline, server down, aborted). */
export const noAnswer = (): ApiFailure => ({ ok: false, error: null, code: null, status: null, network: true });
