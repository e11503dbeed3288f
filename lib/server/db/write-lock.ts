import "server-only";
import { LibsqlError, type Client, type InStatement, type Transaction } from "@libsql/client";
import { oneAtATime } from "../work-queue";

// How a write waits for SQLite's write lock (docs/decisions/102-sqlite-lock-wait.md). libSQL runs a
// statement synchronously, so SQLite's busy timeout is spent on the event loop: while another
// process held the lock (an operator's sqlite3, a backup tool, a stuck migration), one waiting write
// stopped the whole server for the 5 s timeout. Now each try waits only BUSY_TRY_MS, and a write
// that finds the lock taken tries again after a timer, up to LOCK_WAIT_MS in all, and is then
// answered 503 like any other database fault (decision 079).

/** SQLite's busy timeout: how long one try may hold the event loop. */
export const BUSY_TRY_MS = 5;
/** How long a write waits for the lock in all (the busy timeout it had before). */
export const LOCK_WAIT_MS = 5_000;
const LONGEST_PAUSE_MS = 100;

// A deferred transaction takes the write lock with its first write; this one changes nothing.
// Run with executeMultiple (sqlite3_exec), a refused try leaves no statement active behind it.
// sqlite3_exec compiles it at every write, and a DELETE compiles the foreign keys' cascades of its
// table: on "List" (five tables reference it, more reference those) ~0.4 ms of the event loop per
// write; on the migration ledger, which nothing references, microseconds (decision 170).
export const TAKE_WRITE_LOCK = 'DELETE FROM "_prisma_migrations" WHERE 0';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isBusy(error: unknown): boolean {
  const { rawCode, code } = (error ?? {}) as { rawCode?: unknown; code?: unknown };
  if (typeof rawCode === "number") return (rawCode & 0xff) === 5;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

/** SQLITE_BUSY after LOCK_WAIT_MS of tries, which left no statement active behind them. */
export class LockWaitedOut extends LibsqlError {
  constructor() {
    // SQLite's own words, as a busy timeout ran out before (LibsqlError puts the code in front)
    super("database is locked", "SQLITE_BUSY", undefined, 5);
  }
}
const lockWaitedOut = () => new LockWaitedOut();

/**
 * This process's turn to write to `file`: its writers wait for each other in order, off the event
 * loop, and only the one whose turn it is asks SQLite. The function returned gives the turn back.
 */
function writeTurn(file: string): Promise<() => void> {
  return new Promise((taken) => {
    void oneAtATime(`sqlite-write ${file}`, () => new Promise<void>((giveBack) => taken(giveBack)));
  });
}

/** Tries `take` until it does not meet a busy database, pausing longer each time, until `deadline`. */
async function untilNotBusy(take: () => Promise<unknown>, deadline: number): Promise<void> {
  for (let pause = BUSY_TRY_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      await take();
      return;
    } catch (error) {
      if (!isBusy(error)) throw error;
      if (Date.now() + pause > deadline) throw lockWaitedOut();
      await sleep(pause);
    }
  }
}

/**
 * A statement that needs no write lock: a read (WAL: it reads the last commit, whatever is writing)
 * or a connection's own setting (PRAGMA query_only, max_page_count), which must stay on its own.
 */
const needsNoLock = (statement: InStatement) =>
  /^\s*(SELECT|PRAGMA)\b/i.test(typeof statement === "string" ? statement : statement.sql);

/**
 * `client`, whose transactions start holding the write lock, taken as above, and whose single
 * writes run in such a transaction. A transaction is never refused the lock halfway, after reading
 * (WAL would refuse it for good), and the lock is never waited for on the event loop.
 */
export function writesWaitOffTheLoop(client: Client, file: string): Client {
  const transaction = async (): Promise<Transaction> => {
    const deadline = Date.now() + LOCK_WAIT_MS;
    const giveTurnBack = await writeTurn(file);
    let open: Transaction | null = null;
    try {
      if (Date.now() >= deadline) throw lockWaitedOut();
      open = await client.transaction("deferred");
      const started = open;
      await untilNotBusy(() => started.executeMultiple(TAKE_WRITE_LOCK), deadline);
    } catch (error) {
      await open?.rollback();
      giveTurnBack();
      throw error;
    }
    return settledGivesTurnBack(open, giveTurnBack);
  };
  const execute = async (statement: InStatement) => {
    const writing = await transaction();
    try {
      const result = await writing.execute(statement);
      await writing.commit();
      return result;
    } finally {
      writing.close();
    }
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === "transaction") return transaction;
      if (property === "execute") {
        return (statement: InStatement) => (needsNoLock(statement) ? target.execute(statement) : execute(statement));
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** `transaction`, which gives the turn back when it is committed, rolled back or closed. */
function settledGivesTurnBack(transaction: Transaction, giveTurnBack: () => void): Transaction {
  const settling = new Set<PropertyKey>(["commit", "rollback", "close"]);
  return new Proxy(transaction, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!settling.has(property)) return method.bind(target);
      return (...args: unknown[]) => {
        try {
          const result = method.apply(target, args);
          return result instanceof Promise ? result.finally(giveTurnBack) : (giveTurnBack(), result);
        } catch (error) {
          giveTurnBack();
          throw error;
        }
      };
    },
  });
}

type Lock = { acquire: () => Promise<() => void> };
const NO_LOCK: Lock = { acquire: async () => () => {} };

/**
 * Lifts the lock Prisma's libSQL adapter takes around every call and for a whole transaction: it
 * dates from a client with one connection, and made every read wait behind a write waiting for
 * the file's lock. The client here keeps a connection per call and per transaction, and writes
 * wait for each other in writeTurn, so reads need no lock (WAL: they read the last commit).
 */
export function readsNotQueuedBehindWrites<A extends object>(adapter: A): A {
  const lockKey = Object.getOwnPropertySymbols(adapter).find((key) => {
    const value = (adapter as Record<symbol, unknown>)[key] as Partial<Lock> & { runExclusive?: unknown };
    return typeof value?.acquire === "function" && typeof value.runExclusive === "function";
  });
  // an update of the adapter that moved its lock must not go unnoticed (every domain test connects)
  if (!lockKey) throw new Error("Prisma's libSQL adapter has no lock where lib/server/db/write-lock.ts expects it");
  (adapter as Record<symbol, unknown>)[lockKey] = NO_LOCK;
  return adapter;
}
