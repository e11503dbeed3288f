// Applies the migrations of the backend DATABASE_URL names — prisma/migrations/*/migration.sql for
// SQLite, prisma/migrations-postgresql/*/migration.sql for PostgreSQL — in name order, and records
// each one in Prisma's own `_prisma_migrations` table (same columns, same SHA-256 checksum of the
// file), so that `prisma migrate deploy` on a machine that has Prisma's schema engine agrees.
// Why it exists: docs/decisions/002-migrations-without-schema-engine.md; PostgreSQL:
// docs/decisions/027-postgresql.md. The server checks the database with it at start; `npm run
// migrate` (scripts/migrate.mjs) is its command.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describeDatabase, resolveDatabaseUrl } from "../lib/config/database-url.mjs";
import { prepareSqliteFile } from "./database-failure.mjs";
import { MIGRATIONS_DIRS, migrationsIn } from "./migrations/folders.mjs";
import { APPLIED, appliedOne, newerMigrations, openSession } from "./migrations/session.mjs";
import { sharedObjects } from "./shared.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @typedef {import("./migrations/session.mjs").Database} Database
 * @typedef {import("./migrations/session.mjs").Blocking} Blocking
 */

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
  if (database.filePath) prepareSqliteFile(database.filePath);
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
      let appliedHere;
      try {
        appliedHere = await session.applyInTransaction(
          `${sql}\n${requirement}`,
          {
            sql: `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
                VALUES (?, ?, ?, ?, NULL, NULL, ?, 1)`,
            args: [randomUUID(), checksum, new Date().toISOString(), name, startedAt],
          },
          appliedOne(name),
        );
      } catch (error) {
        throw new Error(`migration ${name} failed: ${error instanceof Error ? error.message : error}`);
      }
      // another process started at once applied it while this one waited for the lock
      if (!appliedHere) continue;
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
      url: database.url,
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
    const { applied, description, url } = await migrate({ log: say });
    // the server imported next in this process does not migrate again (server/database-checks.mjs)
    sharedObjects().migratedAtStart = url;
    say(`database ${description} is up to date${applied ? ` (${applied} applied)` : ""}`);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
