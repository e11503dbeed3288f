import "server-only";

/**
 * At most `limit` password hashes at once; the rest wait their turn in order. argon2id takes
 * ~24 ms of a core and 19 MiB each: twenty logins at once would take both cores and leave none
 * for reads. Logins may wait; reads may not (docs/decisions/025-hash-queue.md).
 */
export function createQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      next();
    }
  };
}
