// A migration session on SQLite (the runner: ../migrations.mjs).
// the local-file client alone: @libsql/client's index also loads its HTTP and WebSocket clients,
// ~3× the start-up cost, for URLs the migrations never open (decision 148)
import { createClient } from "@libsql/client/sqlite3";

/** @typedef {import("./session.mjs").Session} Session */

/**
 * SQLite: one libSQL connection; each migration in one write transaction.
 * @param {string} url
 * @returns {Promise<Session>}
 */
export async function sqliteSession(url) {
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
