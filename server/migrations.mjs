// Applies the migrations of the backend DATABASE_URL names — prisma/migrations/*/migration.sql for
// SQLite, prisma/migrations-postgresql/*/migration.sql for PostgreSQL — in name order, and records
// each one in Prisma's own `_prisma_migrations` table (same columns, same SHA-256 checksum of the
// file), so that `prisma migrate deploy` on a machine that has Prisma's schema engine agrees.
// Why it exists: docs/decisions/002-migrations-without-schema-engine.md; PostgreSQL:
// docs/decisions/027-postgresql.md. The server checks the database with it at start; `npm run
// migrate` (scripts/migrate.mjs) is its command.
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
// the local-file client alone: @libsql/client's index also loads its HTTP and WebSocket clients,
// ~3× the start-up cost, for URLs the migrations never open (decision 148)
import { createClient } from "@libsql/client/sqlite3";
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

// What code a contract migration needs (docs/decisions/084-expand-contract-migrations.md): a
// migration whose SQL says `-- contract-after: <migration>` removes or changes something that code
// older than <migration> still uses. The runner notes it here, so that an older version, which
// has not got the file, can tell whether it still runs on the schema.
const CREATE_REQUIREMENTS_TABLE = `CREATE TABLE IF NOT EXISTS "_migration_requirements" (
    "migration_name" VARCHAR(255) PRIMARY KEY NOT NULL,
    "needs_code_with" VARCHAR(255) NOT NULL
)`;
const CONTRACT_AFTER = /^-- contract-after: (\d{14}_[a-z0-9_]+)\s*$/m;

// The advisory lock Prisma's schema engine takes: instances started at once migrate one by one.
const POSTGRESQL_MIGRATION_LOCK = 72707369;
/** PostgreSQL's SQLSTATE for a transaction it rolled back to break a deadlock, and how often a migration it hit is tried. */
const DEADLOCK_DETECTED = "40P01";
const DEADLOCK_ATTEMPTS = 5;

/**
 * One migration folder. `needsCodeWith`: a contract migration's `-- contract-after: <migration>`,
 * which code must know; else null.
 * @typedef {{ name: string, sql: string, checksum: string, needsCodeWith: string | null }} Migration
 * @typedef {ReturnType<typeof resolveDatabaseUrl>} Database
 * @typedef {Record<string, unknown>} Row
 * @typedef {{ sql: string, args: (string | number)[] }} Statement
 * @typedef {{ execute(sql: string): Promise<Row[]>, applyInTransaction(sql: string, record: Statement): Promise<void>, close(): Promise<void> }} Session
 * @typedef {{ name: string, needsCodeWith: string }} Blocking
 */

/**
 * Migration folders of `dir` in name order, each with its SQL, checksum and contract line.
 * @param {string} dir
 * @returns {Migration[]}
 */
export function migrationsIn(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      const needsCodeWith = CONTRACT_AFTER.exec(sql)?.[1] ?? null;
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex"), needsCodeWith };
    });
}

/**
 * SQLite: one libSQL connection; each migration in one write transaction.
 * @param {string} url
 * @returns {Promise<Session>}
 */
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

/**
 * Runs `work` in one libSQL write transaction: committed when it returns, rolled back when it throws.
 * @param {import("@libsql/client").Client} client
 * @param {(tx: import("@libsql/client").Transaction) => Promise<void>} work
 */
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

/**
 * PostgreSQL: one connection holding the migration lock; DDL is transactional there too.
 * @param {string} url
 * @returns {Promise<Session>}
 */
async function postgresqlSession(url) {
  // loaded only here: the container's start on SQLite does not pay for pg's modules (decision 148)
  const { default: pg } = await import("pg");
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
  const placeholders = (/** @type {string} */ sql) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  /**
   * The migration checks for a deadlock after 100 ms of waiting instead of PostgreSQL's 1 s: the
   * transaction that checks first is the one rolled back, so it is the migration (run again
   * below), not a request of a serving instance, whose code may be older and answer 500. Needs the
   * right to set deadlock_timeout (a superuser, or `GRANT SET ON PARAMETER deadlock_timeout`);
   * without it PostgreSQL's own order stands.
   */
  const waitBriefly = async () => {
    await client.query("SAVEPOINT deadlock_timeout");
    try {
      await client.query("SET LOCAL deadlock_timeout = '100ms'");
    } catch {
      await client.query("ROLLBACK TO SAVEPOINT deadlock_timeout");
    }
  };
  return {
    execute: async (sql) => (await client.query(sql)).rows,
    applyInTransaction: async (sql, record) => {
      // A migration that alters tables in use takes their locks in its own order while instances
      // still serve (a rolling update, docs/deploy.md); PostgreSQL may then break a deadlock by
      // rolling the migration back. Nothing of it is kept, so it is simply run again.
      for (let attempt = 1; ; attempt += 1) {
        await client.query("BEGIN");
        try {
          await waitBriefly();
          await client.query(sql);
          await client.query(placeholders(record.sql), record.args);
          await client.query("COMMIT");
          return;
        } catch (error) {
          await client.query("ROLLBACK").catch(() => {});
          if (
            /** @type {{ code?: string } | undefined} */ (error)?.code !== DEADLOCK_DETECTED ||
            attempt >= DEADLOCK_ATTEMPTS
          )
            throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        }
      }
    },
    close: async () => {
      await client.query("SELECT pg_advisory_unlock($1)", [POSTGRESQL_MIGRATION_LOCK]).catch(() => {});
      await client.end();
    },
  };
}

/**
 * Why `url` could not be opened, in one line without the password.
 * @param {Database} database
 * @param {unknown} error
 */
function connectionFailure(database, error) {
  const reason =
    error instanceof Error
      ? error.message || /** @type {NodeJS.ErrnoException} */ (error).code || error.name
      : String(error);
  return new Error(`cannot reach the database ${describeDatabase(database)}: ${reason.split("\n")[0]}`);
}

/**
 * A session on the database, with the runner's own two tables in place; holds the lock on PostgreSQL.
 * @param {Database} database
 */
async function openSession(database) {
  let session;
  try {
    session =
      database.provider === "postgresql" ? await postgresqlSession(database.url) : await sqliteSession(database.url);
  } catch (error) {
    throw connectionFailure(database, error);
  }
  try {
    await session.execute(CREATE_MIGRATIONS_TABLE[database.provider]);
    await session.execute(CREATE_REQUIREMENTS_TABLE);
  } catch (error) {
    await session.close();
    throw error;
  }
  return session;
}

/**
 * Whether this code can serve the database as it is, changing nothing in it but the runner's own
 * tables: `missing`, this code's migrations not applied yet; `blocking`, a newer version's
 * migrations this code cannot run with (server/main.mjs refuses to start on either).
 * @param {{ databaseUrl?: string }} [options]
 */
export async function schemaStatus({ databaseUrl = process.env.DATABASE_URL } = {}) {
  const database = resolveDatabaseUrl(databaseUrl, root);
  const session = await openSession(database);
  try {
    const migrations = migrationsIn(MIGRATIONS_DIRS[database.provider]);
    const { newer, blocking } = await newerMigrations(session, new Set(migrations.map(({ name }) => name)));
    const applied = new Set((await session.execute(APPLIED)).map((row) => String(row.migration_name)));
    const missing = migrations.map(({ name }) => name).filter((name) => !applied.has(name));
    return { missing, newer, blocking, database };
  } finally {
    await session.close();
  }
}

/**
 * The database's migrations this code does not know (a newer version applied them), and of those
 * the ones it cannot run with: each names the migration code must know, and this code does not.
 * @param {Session} session
 * @param {Set<string>} known
 * @returns {Promise<{ newer: string[], blocking: Blocking[] }>}
 */
async function newerMigrations(session, known) {
  const applied = (await session.execute(APPLIED)).map((row) => String(row.migration_name));
  const newer = applied.filter((name) => !known.has(name)).sort();
  if (newer.length === 0) return { newer, blocking: [] };
  const requirements = await session.execute(`SELECT migration_name, needs_code_with FROM "_migration_requirements"`);
  const blocking = requirements
    .filter((row) => newer.includes(String(row.migration_name)) && !known.has(String(row.needs_code_with)))
    .map((row) => ({ name: String(row.migration_name), needsCodeWith: String(row.needs_code_with) }));
  return { newer, blocking };
}

/**
 * The refusal of a database a newer version changed beyond what this code runs on, in one paragraph.
 * @param {Database} database
 * @param {Blocking[]} blocking at least one
 */
export function newerSchemaError(database, blocking) {
  const { name, needsCodeWith } = /** @type {Blocking} */ (blocking[0]);
  return new Error(
    `the database ${describeDatabase(database)} was migrated by a newer version of Wunschliste: its migration ` +
      `${name} needs code that knows ${needsCodeWith}, and this version does not. It cannot run on this ` +
      `database: start the newer version again, or restore the backup taken before the update (docs/releases.md).`,
  );
}

/**
 * `upTo`: apply only migrations whose name sorts up to it (tests build databases of an older
 * version); `migrationsDir`: another folder of migrations (tests play a newer version with it).
 * Refuses (throws) a database that a newer version migrated beyond what this code runs on; one
 * it runs on (only expand migrations newer than this code) is reported as `newer`.
 * @param {{ databaseUrl?: string, log?: (line: string) => void, upTo?: string, migrationsDir?: string }} [options]
 */
export async function migrate({
  databaseUrl = process.env.DATABASE_URL,
  log = console.log,
  upTo = undefined,
  migrationsDir = undefined,
} = {}) {
  const database = resolveDatabaseUrl(databaseUrl, root);
  if (database.filePath) mkdirSync(path.dirname(database.filePath), { recursive: true });
  const session = await openSession(database);
  try {
    const migrations = migrationsIn(migrationsDir ?? MIGRATIONS_DIRS[database.provider]);
    const { newer, blocking } = await newerMigrations(session, new Set(migrations.map(({ name }) => name)));
    if (blocking.length > 0) throw newerSchemaError(database, blocking);
    const applied = new Map(
      (await session.execute(APPLIED)).map((row) => [String(row.migration_name), String(row.checksum)]),
    );
    let count = 0;
    for (const { name, sql, checksum, needsCodeWith } of migrations) {
      if (upTo !== undefined && name > upTo) break;
      if (applied.has(name)) {
        if (applied.get(name) !== checksum) {
          log(`warning: migration ${name} was changed after it was applied (checksum differs)`);
        }
        continue;
      }
      const startedAt = new Date().toISOString();
      const requirement = needsCodeWith
        ? `INSERT INTO "_migration_requirements" (migration_name, needs_code_with) VALUES ('${name}', '${needsCodeWith}');`
        : "";
      try {
        await session.applyInTransaction(`${sql}\n${requirement}`, {
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
    if (newer.length > 0) {
      log(
        `the database has ${newer.length} migration(s) of a newer version (${newer.join(", ")}); ` +
          "they keep this version's schema working, so this version runs on it (a rolling update or a roll back)",
      );
    }
    return {
      applied: count,
      newer,
      provider: database.provider,
      filePath: database.filePath,
      description: describeDatabase(database),
    };
  } finally {
    await session.close();
  }
}

/**
 * Migrates at a start (`npm start` through setup, the container's server/migrate-and-serve.mjs):
 * `say` gets what was done, one line each; a failure is one line to `fail` and exit 1, so that a
 * supervisor sees a failed start and a person sees why.
 * @param {{ say: (line: string) => void, fail: (line: string) => void }} report
 */
export async function migrateOrExit({ say, fail }) {
  try {
    const { applied, description } = await migrate({ log: say });
    say(`database ${description} is up to date${applied ? ` (${applied} applied)` : ""}`);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
