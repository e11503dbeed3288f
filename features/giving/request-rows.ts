import "server-only";
import { derivedId, randomId } from "../../lib/server/tokens";

// A reservation or pledge sent with the client's request id (docs/decisions/080-reading-through-faults.md)
// is stored under an id derived from it, so a retry of the same attempt — after an answer lost to
// a database fault, say — finds the row the first try stored and answers as it did, instead of
// adding a second one. Without a request id the row gets a random id, as always.

export type RowKind = "reservation" | "pledge";

/** The new row's id: derived from the request id (the same for every retry), else random. */
export function rowIdFor(kind: RowKind, itemId: string, requestId: string | undefined): string {
  return requestId === undefined ? randomId() : derivedId(`${kind}\u0000${itemId}\u0000${requestId}`);
}

/**
 * Thrown inside the change's transaction when a racing retry stored the row first: the change
 * rolls back (its version bump too) and the caller answers as for the first try.
 */
export class StoredBefore extends Error {
  constructor() {
    super("stored by an earlier try of the same request");
    this.name = "StoredBefore";
  }
}

/** `work`'s result; the row's id when it turned out stored by an earlier try. */
export async function unlessStoredBefore<T>(work: () => Promise<T>, stored: () => T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StoredBefore) return stored();
    throw error;
  }
}
