import "server-only";

// Runs work for one key after the previous work for that key has settled, inside this process.
// Releases of one item use it: the first right password releases, the ones queued behind it find
// the item free (409) instead of all holding a failure slot at once while their hashes are checked
// and filling the failure limit with attempts that were never wrong (docs/decisions/027-postgresql.md).
// Other instances are not queued behind this one; at most one attempt per instance is in flight.

const tails = new Map<string, Promise<unknown>>();

export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(work);
  const tail = run.catch(() => {});
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    // the last one out leaves no entry behind
    if (tails.get(key) === tail) tails.delete(key);
  }
}
