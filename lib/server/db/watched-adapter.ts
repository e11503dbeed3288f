import type { SqlDriverAdapter, SqlDriverAdapterFactory, Transaction } from "@prisma/driver-adapter-utils";

// Prisma's driver adapter with every call reported to a watcher (./fault-watch.ts): the one place
// every database call of the process passes, Prisma's and the raw reader's alike, so a database
// fault is seen where it happens and its end by the first call that succeeds
// (docs/decisions/079-database-faults.md). The calls themselves are passed on untouched.

export type Watcher = {
  failed(error: unknown): void;
  /** `wrote`: the call committed a change (a write outside a transaction, or a commit). */
  succeeded(wrote: boolean): void;
};

type Query = { sql: string };

const READ_ONLY = /^\s*(SELECT|WITH|PRAGMA|SHOW|EXPLAIN)\b/i;

async function reported<T>(watcher: Watcher, wrote: boolean, call: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await call();
  } catch (error) {
    watcher.failed(error);
    throw error;
  }
  watcher.succeeded(wrote);
  return result;
}

/** A transaction's statements prove the database reachable; only its commit proves a write. */
function watchedTransaction(transaction: Transaction, watcher: Watcher): Transaction {
  return new Proxy(transaction, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      if (property === "commit") return () => reported(watcher, true, () => method.call(target));
      if (property === "queryRaw" || property === "executeRaw") {
        return (query: Query) => reported(watcher, false, () => method.call(target, query));
      }
      return method.bind(target);
    },
  });
}

function watchedAdapter(adapter: SqlDriverAdapter, watcher: Watcher): SqlDriverAdapter {
  return new Proxy(adapter, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      switch (property) {
        case "queryRaw":
        case "executeRaw":
          return (query: Query) => reported(watcher, !READ_ONLY.test(query.sql), () => method.call(target, query));
        case "executeScript":
          return (script: string) => reported(watcher, true, () => method.call(target, script));
        case "startTransaction":
          return async (...args: unknown[]) =>
            watchedTransaction(
              (await reported(watcher, false, () => method.apply(target, args))) as Transaction,
              watcher,
            );
        default:
          return method.bind(target);
      }
    },
  });
}

/** `factory`, whose adapters report every call to `watcher`. */
export function watchedAdapterFactory<F extends SqlDriverAdapterFactory>(factory: F, watcher: Watcher): F {
  return new Proxy(factory, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (property === "connect") {
        return async () => watchedAdapter(await target.connect(), watcher);
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
