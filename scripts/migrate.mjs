#!/usr/bin/env node
// Applies the migrations of the backend DATABASE_URL names — prisma/migrations/*/migration.sql for
// SQLite, prisma/migrations-postgresql/*/migration.sql for PostgreSQL — in name order, and records
// each one in Prisma's own `_prisma_migrations` table (same columns, same SHA-256 checksum of the
// file), so that `prisma migrate deploy` on a machine that has Prisma's schema engine agrees.
// Why it exists: docs/decisions/002-migrations-without-schema-engine.md; PostgreSQL:
// docs/decisions/027-postgresql.md
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import pg from "pg";
import { describeDatabase, resolveDatabaseUrl } from "../lib/config/env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MIGRATIONS_DIRS = {
  sqlite: path.join(root, "prisma", "migrations"),
  postgresql: path.join(root, "prisma", "migrations-postgresql"),
};

const CREATE_MIGRATIONS_TABLE = {
  sqlite: `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`,
  postgresql: `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`,
};

const APPLIED = `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`;

// The advisory lock Prisma's schema engine takes: instances started at once migrate one by one.
const POSTGRESQL_MIGRATION_LOCK = 72707369;

/** Migration folders of `dir` in name order, each with its SQL and checksum. */
function migrationsIn(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/** SQLite: one libSQL connection; each migration in one write transaction. */
async function sqliteSession(url) {
  const client = createClient({ url, timeout: 5000 });
  // WAL lets readers go on while a reservation is written; the setting is kept in the file.
  await client.execute("PRAGMA journal_mode = WAL");
  return {
    execute: async (sql) => (await client.execute(sql)).rows,
    applyInTransaction: (sql, record) =>
      inSqliteWriteTransaction(client, async (tx) => {
        await tx.executeMultiple(sql);
        await tx.execute({ sql: record.sql, args: record.args });
      }),
    close: async () => client.close(),
  };
}

/** Runs `work` in one libSQL write transaction: committed when it returns, rolled back when it throws. */
export async function inSqliteWriteTransaction(client, work) {
  const tx = await client.transaction("write");
  try {
    await work(tx);
    await tx.commit();
  } catch (error) {
    await tx.rollback().catch(() => {});
    throw error;
  } finally {
    tx.close();
  }
}

/** PostgreSQL: one connection holding the migration lock; DDL is transactional there too. */
async function postgresqlSession(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const [{ server_encoding: encoding }] = (await client.query("SHOW server_encoding")).rows;
    // Titles with ü, ş and emoji must round-trip exactly, as they do in SQLite.
    if (encoding !== "UTF8") throw new Error(`the database must use UTF8 encoding (it uses ${encoding})`);
    await client.query("SELECT pg_advisory_lock($1)", [POSTGRESQL_MIGRATION_LOCK]);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  const placeholders = (sql) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    execute: async (sql) => (await client.query(sql)).rows,
    applyInTransaction: async (sql, record) => {
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query(placeholders(record.sql), record.args);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
    },
    close: async () => {
      await client.query("SELECT pg_advisory_unlock($1)", [POSTGRESQL_MIGRATION_LOCK]).catch(() => {});
      await client.end();
    },
  };
}

/** Why `url` could not be opened, in one line without the password. */
function connectionFailure(database, error) {
  const reason = error instanceof Error ? error.message || error.code || error.name : String(error);
  return new Error(`cannot reach the database ${describeDatabase(database)}: ${reason.split("\n")[0]}`);
}

/** `upTo`: apply only migrations whose name sorts up to it (tests build databases of an older version). */
export async function migrate({ databaseUrl = process.env.DATABASE_URL, log = console.log, upTo = undefined } = {}) {
  const database = resolveDatabaseUrl(databaseUrl, root);
  if (database.filePath) mkdirSync(path.dirname(database.filePath), { recursive: true });
  let session;
  try {
    session =
      database.provider === "postgresql" ? await postgresqlSession(database.url) : await sqliteSession(database.url);
  } catch (error) {
    throw connectionFailure(database, error);
  }
  try {
    await session.execute(CREATE_MIGRATIONS_TABLE[database.provider]);
    const applied = new Map(
      (await session.execute(APPLIED)).map((row) => [String(row.migration_name), String(row.checksum)]),
    );
    let count = 0;
    for (const { name, sql, checksum } of migrationsIn(MIGRATIONS_DIRS[database.provider])) {
      if (upTo !== undefined && name > upTo) break;
      if (applied.has(name)) {
        if (applied.get(name) !== checksum) {
          log(`warning: migration ${name} was changed after it was applied (checksum differs)`);
        }
        continue;
      }
      const startedAt = new Date().toISOString();
      try {
        await session.applyInTransaction(sql, {
          sql: `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
                VALUES (?, ?, ?, ?, NULL, NULL, ?, 1)`,
          args: [randomUUID(), checksum, new Date().toISOString(), name, startedAt],
        });
      } catch (error) {
        throw new Error(`migration ${name} failed: ${error instanceof Error ? error.message : error}`);
      }
      count += 1;
      log(`applied migration ${name}`);
    }
    return {
      applied: count,
      provider: database.provider,
      filePath: database.filePath,
      description: describeDatabase(database),
    };
  } finally {
    await session.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  migrate()
    .then(({ applied, description }) =>
      console.log(`database ${description}: ${applied} migration(s) applied, up to date`),
    )
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
