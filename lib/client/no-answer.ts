// The failure of a request that never got an answer, apart from the transport (./api-transport.ts)
// so that a call whose code is fetched on demand (./list-reads-on-demand.ts) says it the same way.
import type { ApiFailure } from "./api-transport";

/** The request never got an answer (offline, server down, aborted). */
export const noAnswer = (): ApiFailure => ({ ok: false, error: null, code: null, status: null, network: true });
