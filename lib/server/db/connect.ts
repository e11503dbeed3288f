import "server-only";
import { createClient, type Config } from "@libsql/client";
import { PrismaLibSql } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { registerGauge } from "../metrics";
import { PrismaClient } from "./generated/client";
import { PrismaClient as PostgresqlPrismaClient } from "./generated-pg/client";

/**
 * The domain's one database type. Both generated clients come from the same models
 * (prisma/schema.prisma; scripts/postgresql-schema.mjs writes the PostgreSQL copy), so their query
 * API is the same; the SQLite client's type stands for both (docs/decisions/027-postgresql.md).
 */
export type Db = PrismaClient;

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
 * read on every list_get (lib/server/lists.ts), where the client's work per query cost more than
 * the query (issue 11). Placeholders are `?` on both backends; values are strings.
 */
export type RawReader = {
  rows(sql: string, args: string[]): Promise<unknown[][]>;
  close(): Promise<void>;
};

/** The Prisma client and a raw reader on the same database (PostgreSQL: the same pool). */
export function openDatabase(target: DatabaseTarget): { db: Db; reader: RawReader } {
  if (target.provider === "postgresql") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize,
      // Waiting for a free connection of the pool counts too, so this is generous: a burst queues
      // instead of failing; a server that does not answer fails a request (health: 503) after it.
      // A stopped server refuses at once.
      connectionTimeoutMillis: 30_000,
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
    const db = new PostgresqlPrismaClient({
      adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    }) as unknown as Db;
    const numbered = (sql: string) => {
      let n = 0;
      return sql.replace(/\?/g, () => `$${(n += 1)}`);
    };
    return { db, reader: rawReader(() => new PrismaPg(pool).connect(), numbered) };
  }
  // busy timeout: a write waits for a concurrent one instead of failing with SQLITE_BUSY.
  const config = { url: target.url, timeout: 5000 };
  // The reader has its own connection: in WAL mode it reads the last commit without waiting for
  // the adapter's lock, which Prisma holds for a whole transaction.
  return {
    db: new PrismaClient({ adapter: new PooledLibSql(config) }),
    reader: rawReader(
      () => new PooledLibSql(config).connect(),
      (sql) => sql,
    ),
  };
}

/**
 * Prisma's libSQL adapter on the app's own @libsql/client (0.18), not the 0.17 it brings along:
 * 0.17 hands a transaction the client's connection and opens a new one for the client, and Prisma
 * never closes a transaction's connection, so every write left the database file and its WAL open
 * until the garbage collector came by (issue 45: 29 → 543 handles at idle after a soak). 0.18 keeps
 * a pool: a transaction borrows a connection and gives it back at commit or rollback, so the
 * handles follow the connections in use (docs/decisions/079-database-faults.md).
 */
class PooledLibSql extends PrismaLibSql {
  override createClient(config: Config) {
    return createClient(config);
  }
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
