// A session on the database for the runner (../migrations.mjs): the backend's connection, the
// runner's own two tables, and what it reads of them.
import { cannotReachDatabase } from "../database-failure.mjs";
import { postgresqlSession } from "./postgresql-session.mjs";
import { sqliteSession } from "./sqlite-session.mjs";

/**
 * @typedef {ReturnType<typeof import("../../lib/config/database-url.mjs").resolveDatabaseUrl>} Database
 * @typedef {Record<string, unknown>} Row
 * @typedef {{ sql: string, args: (string | number)[] }} Statement
 * @typedef {{ execute(sql: string): Promise<Row[]>, applyInTransaction(sql: string, record: Statement, unlessApplied: Statement): Promise<boolean>, close(): Promise<void> }} Session
 *   `applyInTransaction` runs `unlessApplied` first, in the same write transaction: a row there is
 *   the migration applied meanwhile by another process started at once (on SQLite, whose write
 *   lock is taken per migration), and nothing is run (false).
 * @typedef {{ name: string, needsCodeWith: string }} Blocking
 */

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

// What code a contract migration needs (docs/decisions/084-expand-contract-migrations.md): a
// migration whose SQL says `-- contract-after: <migration>` removes or changes something that code
// older than <migration> still uses. The runner notes it here, so that an older version, which
// has not got the file, can tell whether it still runs on the schema.
const CREATE_REQUIREMENTS_TABLE = `CREATE TABLE IF NOT EXISTS "_migration_requirements" (
    "migration_name" VARCHAR(255) PRIMARY KEY NOT NULL,
    "needs_code_with" VARCHAR(255) NOT NULL
)`;

/** The migrations applied and finished, by name and checksum. */
export const APPLIED = `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`;

/**
 * The ledger's row of one migration applied and finished, if any (read in the write transaction
 * that would apply it).
 * @param {string} name
 * @returns {Statement}
 */
export const appliedOne = (name) => ({ sql: `${APPLIED} AND migration_name = ?`, args: [name] });

/**
 * A session on the database, with the runner's own two tables in place; holds the lock on PostgreSQL.
 * @param {Database} database
 */
export async function openSession(database) {
  let session;
  try {
    session =
      database.provider === "postgresql" ? await postgresqlSession(database.url) : await sqliteSession(database.url);
  } catch (error) {
    throw new Error(cannotReachDatabase(database, error));
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
 * The database's migrations this code does not know (a newer version applied them), and of those
 * the ones it cannot run with: each names the migration code must know, and this code does not.
 * @param {Session} session
 * @param {Set<string>} known
 * @returns {Promise<{ newer: string[], blocking: Blocking[] }>}
 */
export async function newerMigrations(session, known) {
  const applied = (await session.execute(APPLIED)).map((row) => String(row.migration_name));
  const newer = applied.filter((name) => !known.has(name)).sort();
  if (newer.length === 0) return { newer, blocking: [] };
  const requirements = await session.execute(`SELECT migration_name, needs_code_with FROM "_migration_requirements"`);
  const blocking = requirements
    .filter((row) => newer.includes(String(row.migration_name)) && !known.has(String(row.needs_code_with)))
    .map((row) => ({ name: String(row.migration_name), needsCodeWith: String(row.needs_code_with) }));
  return { newer, blocking };
}
