import "server-only";
import type { Client, Config, Transaction } from "@libsql/client";
import { PrismaLibSql } from "@prisma/adapter-libsql";
import { createSettledClient } from "./sqlite-connections";
import { LockWaitedOut, readsNotQueuedBehindWrites, writesWaitOffTheLoop } from "./write-lock";

// Prisma's libSQL adapter on a client whose connections are given back and stay usable
// (docs/decisions/079-database-faults.md).

/**
 * SQLITE_BUSY or SQLITE_LOCKED: the statement waited out the busy timeout. SQLite leaves such a
 * statement active until it is reset or finalized — here, when the garbage collector gets to it —
 * and a connection with an active statement cannot commit again ("cannot commit transaction - SQL
 * statements in progress"), so it must not be used again.
 */
function leftActive(error: unknown): boolean {
  if (error instanceof LockWaitedOut) return false;
  const { code, rawCode } = (error ?? {}) as { code?: unknown; rawCode?: unknown };
  if (typeof rawCode === "number") return [5, 6].includes(rawCode & 0xff);
  return typeof code === "string" && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * `client`, whose connections are all closed and opened afresh after a statement was left active
 * (leftActive); after a transaction, its commit or rollback comes first. Since writes take the lock
 * before their first statement (./write-lock.ts), only a rare read meets SQLITE_BUSY (a WAL being
 * recovered), and a transaction's statements never do.
 */
function renewedAfterBusy(client: Client): Client {
  const renewing = <T>(run: () => Promise<T>) =>
    run().catch((error: unknown) => {
      if (leftActive(error)) client.reconnect();
      throw error;
    });
  const watchTransaction = (transaction: Transaction): Transaction => {
    let stale = false;
    return new Proxy(transaction, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== "function") return value;
        const method = value as Method;
        if (property === "commit" || property === "rollback" || property === "close") {
          return async (...args: unknown[]) => {
            try {
              return await method.apply(target, args);
            } finally {
              if (stale) client.reconnect();
            }
          };
        }
        return async (...args: unknown[]) => {
          try {
            return await method.apply(target, args);
          } catch (error) {
            stale ||= leftActive(error);
            throw error;
          }
        };
      },
    });
  };
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      const method = value as Method;
      if (property === "transaction") {
        return async (...args: unknown[]) => watchTransaction((await method.apply(target, args)) as Transaction);
      }
      if (property === "execute" || property === "batch" || property === "executeMultiple") {
        return (...args: unknown[]) => renewing(() => method.apply(target, args));
      }
      return method.bind(target);
    },
  });
}

/**
 * The adapter on the app's own @libsql/client (0.18), not the 0.17 it brings along: 0.17 hands a
 * transaction the client's connection and opens a new one for the client, and Prisma never closes a
 * transaction's connection, so every write left the database file and its WAL open until the
 * garbage collector came by (issue 45: 29 → 543 handles at idle after a soak). 0.18 keeps a pool: a
 * transaction borrows a connection and gives it back at commit or rollback, so the handles follow
 * the connections in use. `createClient` is the adapter's own hook for the client it runs on.
 * Writes wait for the file's lock off the event loop, and reads do not wait for them (./write-lock.ts);
 * commits do not wait for the disk (./sqlite-connections.ts).
 */
export class PooledLibSql extends PrismaLibSql {
  override createClient(config: Config): Client {
    return renewedAfterBusy(writesWaitOffTheLoop(createSettledClient(config), config.url));
  }

  override async connect() {
    return readsNotQueuedBehindWrites(await super.connect());
  }
}
