import "server-only";
import type { PrismaLibSql } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { registerGauge } from "../metrics";
import { PrismaClient } from "./generated/client";
import { PrismaClient as PostgresqlPrismaClient } from "./generated-pg/client";
import { PooledLibSql } from "./libsql";
import { watchedAdapterFactory, type Watcher } from "./watched-adapter";
import { BUSY_TRY_MS, LOCK_WAIT_MS } from "./write-lock";

/**
 * The domain's one database type. Both generated clients come from the same models
 * (prisma/schema.prisma; scripts/postgresql-schema.mjs writes the PostgreSQL copy), so their query
 * API is the same; the SQLite client's type stands for both (docs/decisions/027-postgresql.md).
 */
export type Db = PrismaClient;

// How long a query waits for a free connection of the PostgreSQL pool, a transaction's start included
const POOL_WAIT_MS = 30_000;

export type DatabaseTarget =
  { provider: "sqlite"; url: string } | { provider: "postgresql"; url: string; poolSize: number };

/** Which SQL dialect raw statements must use. */
export type DatabaseProvider = DatabaseTarget["provider"];

/** A Prisma client for `target`: libSQL for a SQLite file, a pg pool for PostgreSQL. */
export function connectDatabase(target: DatabaseTarget): Db {
  return openDatabase(target).db;
}

/**
 * Plain SQL straight through the driver adapter, without Prisma's client around it: for the one
 * read on every list_get (features/lists/lists.ts), where the client's work per query cost more than
 * the query (issue 11), and the limit store's statements, reads and writes, which every login runs
 * (decision 176; on SQLite a write takes the write lock as every write does). Placeholders are `?`
 * on both backends; values are strings.
 */
export type RawReader = {
  rows(sql: string, args: string[]): Promise<unknown[][]>;
  close(): Promise<void>;
};

/**
 * The Prisma client and a raw reader on the same database (PostgreSQL: the same pool). `watcher`
 * hears of every call's failure or success (the server's fault watch, ./fault-watch.ts).
 */
export function openDatabase(target: DatabaseTarget, watcher?: Watcher): { db: Db; reader: RawReader } {
  const watched = <F extends PrismaPg | PooledLibSql>(factory: F) =>
    watcher ? watchedAdapterFactory(factory, watcher) : factory;
  if (target.provider === "postgresql") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize,
      // Waiting for a free connection of the pool counts too, so this is generous: a burst queues
      // instead of failing; a server that does not answer fails a request (health: 503) after it.
      // A stopped server refuses at once.
      connectionTimeoutMillis: POOL_WAIT_MS,
      idleTimeoutMillis: 30_000,
    });
    // Read at each scrape; a process opens one pool (lib/server/db/client.ts), scripts count nothing.
    registerGauge({
      name: "wunschliste_db_pool_in_use",
      help: "PostgreSQL connections of this instance's pool busy with a query (at most DATABASE_POOL_SIZE)",
      read: () => pool.totalCount - pool.idleCount,
    });
    registerGauge({
      name: "wunschliste_db_pool_waiting",
      help: "Queries of this instance waiting for a free PostgreSQL connection",
      read: () => pool.waitingCount,
    });
    // A connection lost while idle in the pool (the server restarted, an operator or a test cut it)
    // is a fault seen at once. The pool itself emits it, and an "error" nobody hears is thrown:
    // the adapters' own listeners come and go with them (the raw reader's goes when it closes, the
    // client's comes at its first query), so the pool keeps one for its whole life.
    const onError = (error: Error) => watcher?.failed(error);
    pool.on("error", onError);
    const db = new PostgresqlPrismaClient({
      adapter: watched(new PrismaPg(pool, { disposeExternalPool: true, onConnectionError: onError })),
      // A transaction's start waits for a connection as long as a query does: Prisma's default of
      // 2 s refused a burst's writes as "unable to start" while its reads queued
      // (docs/decisions/236-transactions-wait-for-the-pool-as-queries-do.md). Its run keeps Prisma's 5 s.
      transactionOptions: { maxWait: POOL_WAIT_MS, timeout: 5_000 },
    }) as unknown as Db;
    const numbered = (sql: string) => {
      let n = 0;
      return sql.replace(/\?/g, () => `$${(n += 1)}`);
    };
    return { db, reader: rawReader(() => watched(new PrismaPg(pool)).connect(), numbered) };
  }
  // busy timeout: one try's, spent on the event loop; a write waits for the lock with timers between
  // tries (./write-lock.ts, docs/decisions/102-sqlite-lock-wait.md).
  const config = { url: target.url, timeout: BUSY_TRY_MS };
  // The reader has its own client and connection: in WAL mode it reads the last commit, whatever
  // is being written.
  return {
    db: new PrismaClient({
      adapter: watched(new PooledLibSql(config)),
      // a transaction starts holding the write lock: its start may wait for it in full, and is
      // then refused as SQLITE_BUSY rather than as Prisma's own 2 s "unable to start"
      transactionOptions: { maxWait: LOCK_WAIT_MS + 1_000, timeout: 5_000 },
    }),
    reader: rawReader(
      () => watched(new PooledLibSql(config)).connect(),
      (sql) => sql,
    ),
  };
}

type Adapter = Awaited<ReturnType<PrismaLibSql["connect"]>>;

function rawReader(connect: () => Promise<Adapter>, dialect: (sql: string) => string): RawReader {
  let adapter: Promise<Adapter> | null = null;
  return {
    async rows(sql, args) {
      adapter ??= connect();
      const argTypes = args.map(() => ({ scalarType: "string", arity: "scalar" }) as const);
      return (await (await adapter).queryRaw({ sql: dialect(sql), args, argTypes })).rows;
    },
    async close() {
      const open = adapter;
      adapter = null;
      if (open) await (await open).dispose();
    },
  };
}
