// A migration session on PostgreSQL, holding the migration lock (the runner: ../migrations.mjs).

/** @typedef {import("./session.mjs").Session} Session */

// The advisory lock Prisma's schema engine takes: instances started at once migrate one by one.
const POSTGRESQL_MIGRATION_LOCK = 72707369;
/** PostgreSQL's SQLSTATE for a transaction it rolled back to break a deadlock, and how often a migration it hit is tried. */
const DEADLOCK_DETECTED = "40P01";
const DEADLOCK_ATTEMPTS = 5;

/**
 * PostgreSQL: one connection holding the migration lock; DDL is transactional there too.
 * @param {string} url
 * @returns {Promise<Session>}
 */
export async function postgresqlSession(url) {
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
    applyInTransaction: async (sql, record, unlessApplied) => {
      // A migration that alters tables in use takes their locks in its own order while instances
      // still serve (a rolling update, docs/deploy.md); PostgreSQL may then break a deadlock by
      // rolling the migration back. Nothing of it is kept, so it is simply run again.
      for (let attempt = 1; ; attempt += 1) {
        await client.query("BEGIN");
        try {
          // under the migration lock no other runner applies anything meanwhile: read all the same,
          // so that both backends keep the one rule (./session.mjs)
          if ((await client.query(placeholders(unlessApplied.sql), unlessApplied.args)).rows.length > 0) {
            await client.query("ROLLBACK");
            return false;
          }
          await waitBriefly();
          await client.query(sql);
          await client.query(placeholders(record.sql), record.args);
          await client.query("COMMIT");
          return true;
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
