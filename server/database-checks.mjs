// What the server checks of its database before it listens (server/main.mjs): that PostgreSQL
// answers and holds this version's migrations, and that a SQLite file is migrated. A SQLite file is
// opened by the app itself (a damaged one is reported by the health endpoint); `npm start` and the
// container migrate it before the server is imported, so only a bare `node server/main.mjs` loads
// the migrations module for it (docs/decisions/202-what-the-operator-trips-over.md).
import { describeDatabase } from "../lib/config/database-url.mjs";
import { cannotReachDatabase } from "./database-failure.mjs";
import { sharedObjects } from "./shared.mjs";

/**
 * @typedef {ReturnType<typeof import("../lib/config/env.mjs").loadConfigOrExit>["database"]} DatabaseConfig
 * @typedef {import("./log.mjs").Logger} Logger
 */

/**
 * PostgreSQL must answer before the server listens: a wrong URL, a stopped server or a refused
 * login ends the start with one line and exit 1.
 * @param {DatabaseConfig} database
 * @param {Logger} log
 */
export async function requireReachableDatabase(database, log) {
  if (database.provider !== "postgresql") return;
  const { default: pg } = await import("pg");
  /** @type {import("pg").Client | undefined} */
  let client;
  try {
    // inside: a URL pg cannot parse (a # in the password) throws here, and is one line too
    client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: 10_000 });
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    log.error("server", cannotReachDatabase(database, error));
    process.exit(1);
  } finally {
    await client?.end().catch(() => {});
  }
}

/**
 * Instances on PostgreSQL are started without migrating (`node server/main.mjs`, docs/deploy.md): one
 * whose database lacks this version's migrations, or was migrated by a newer version beyond what
 * this code runs on, stops with one line instead of failing request by request
 * (docs/decisions/084-expand-contract-migrations.md).
 * @param {DatabaseConfig} database
 * @param {Logger} log
 */
export async function requireMigratedDatabase(database, log) {
  if (database.provider !== "postgresql") return;
  const { newerSchemaError, schemaStatus } = await import("./migrations.mjs");
  const { missing, blocking } = await schemaStatus({ databaseUrl: database.url }).catch((error) => {
    log.error("server", error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
  const problem = blocking.length
    ? newerSchemaError(database, blocking).message
    : missing.length
      ? `the database ${describeDatabase(database)} lacks ${missing.length} migration(s) of this version (${missing[0]}…): run \`npm run migrate\` first`
      : null;
  if (problem) {
    log.error("server", problem);
    process.exit(1);
  }
}

/**
 * A SQLite file is migrated at start, as `npm start` and the container do (decision 202): one host
 * owns the file, and its migrations only add. Skipped when this process migrated it already
 * (scripts/start.mjs and server/migrate-and-serve.mjs import the server after migrating); a
 * migration that fails, or a file a newer version migrated beyond this code, stops the start with
 * one line and exit 1.
 * @param {DatabaseConfig} database
 * @param {Logger} log
 */
export async function migrateSqliteAtStart(database, log) {
  if (database.provider !== "sqlite" || sharedObjects().migratedAtStart === database.url) return;
  const { migrateOrExit } = await import("./migrations.mjs");
  await migrateOrExit({ say: (line) => log.info("setup", line), fail: (line) => log.error("setup", line) });
}
