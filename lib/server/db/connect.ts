import "server-only";
import { PrismaLibSql } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
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

/** Which SQL dialect raw statements must use (rate limits are the only raw SQL of the app). */
export type DatabaseProvider = DatabaseTarget["provider"];

/** A Prisma client for `target`: libSQL for a SQLite file, a pg pool for PostgreSQL. */
export function connectDatabase(target: DatabaseTarget): Db {
  if (target.provider === "postgresql") {
    const adapter = new PrismaPg({
      connectionString: target.url,
      max: target.poolSize,
      // Waiting for a free connection of the pool counts too, so this is generous: a burst queues
      // instead of failing; a server that does not answer fails a request (health: 503) after it.
      // A stopped server refuses at once.
      connectionTimeoutMillis: 30_000,
      idleTimeoutMillis: 30_000,
    });
    return new PostgresqlPrismaClient({ adapter }) as unknown as Db;
  }
  // busy timeout: a write waits for a concurrent one instead of failing with SQLITE_BUSY.
  return new PrismaClient({ adapter: new PrismaLibSql({ url: target.url, timeout: 5000 }) });
}
