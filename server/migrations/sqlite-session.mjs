// A migration session on SQLite (the runner: ../migrations.mjs).
// the local-file client alone: @libsql/client's index also loads its HTTP and WebSocket clients,
// ~3× the start-up cost, for URLs the migrations never open (decision 148)
import { createClient } from "@libsql/client/sqlite3";

/** @typedef {import("./session.mjs").Session} Session */

/** How long a migration waits for SQLite's write lock (its busy timeout). */
const MIGRATION_LOCK_WAIT_MS = 60_000;

/**
 * SQLite: one libSQL connection; each migration in one write transaction.
 * @param {string} url
 * @returns {Promise<Session>}
 */
export async function sqliteSession(url) {
  // A second instance started at once waits here for each migration the first applies (decision
  // 206): no server listens yet, so the wait blocks no request; long enough for a migration that
  // rewrites a large table.
  const client = createClient({ url, timeout: MIGRATION_LOCK_WAIT_MS });
  // WAL lets readers go on while a reservation is written; the setting is kept in the file.
  await client.execute("PRAGMA journal_mode = WAL");
  return {
    execute: async (sql) => (await client.execute(sql)).rows,
    applyInTransaction: async (sql, record, unlessApplied) => {
      let applied = false;
      // "write" begins immediately: the ledger read below is the one the migration is applied after
      await inSqliteWriteTransaction(client, async (tx) => {
        if ((await tx.execute(unlessApplied)).rows.length > 0) return;
        await tx.executeMultiple(sql);
        await tx.execute({ sql: record.sql, args: record.args });
        applied = true;
      });
      return applied;
    },
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
