// Shared by backup and restore: checking that a file is a whole Wunschliste database, and the
// helpers both commands use to talk to the person who runs them.
import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";

const REQUIRED_TABLES = ["List", "Item", "EditToken", "_prisma_migrations"];

/**
 * One line on stderr, exit code 1.
 * @param {string} message
 * @returns {never}
 */
export function fail(message) {
  console.error(`error: ${message}`);
  process.exit(1);
}

/** A path the user typed, relative to where they typed it (npm runs scripts from the project). @param {string} file */
export function userPath(file) {
  return path.resolve(process.env.INIT_CWD || process.cwd(), file);
}

/** @param {string} file */
function hasSqliteHeader(file) {
  if (!statSync(file).isFile() || statSync(file).size < 100) return false;
  const header = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  return header.toString("latin1") === "SQLite format 3\u0000";
}

/**
 * Throws unless `file` is an intact SQLite database with our tables; returns what it holds.
 * Only reads (integrity check, table list, counts).
 * @param {string} file
 */
export async function describeDatabase(file) {
  if (!hasSqliteHeader(file)) throw new Error(`${file} is not a SQLite database`);
  const client = createClient({ url: `file:${file}` });
  try {
    const integrity = (await client.execute("PRAGMA integrity_check")).rows.map((row) => String(row[0]));
    if (integrity.join() !== "ok") throw new Error(`${file} is damaged: ${integrity.slice(0, 3).join("; ")}`);
    const tables = new Set(
      (await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((row) => String(row[0])),
    );
    const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
    if (missing.length) throw new Error(`${file} is not a Wunschliste database (no ${missing.join(", ")} table)`);
    const count = async (/** @type {string} */ table) =>
      Number(
        /** @type {import("@libsql/client").Row} */ (
          (await client.execute(`SELECT count(*) FROM "${table}"`)).rows[0]
        )[0],
      );
    return { lists: await count("List"), items: await count("Item") };
  } finally {
    client.close();
  }
}

/**
 * Whether another process has `file` open — a server (on this machine, in a container, or on
 * another one sharing the folder), a backup, a `sqlite3` shell: asked of SQLite itself, which every
 * such process holds a shared lock on the file for while it has it open in WAL mode, so that an
 * exclusive lock cannot be had (docs/decisions/202-what-the-operator-trips-over.md). Only asks: the
 * lock is given back at once.
 * @param {string} file
 */
export async function heldOpenElsewhere(file) {
  if (!existsSync(file)) return false;
  const client = createClient({ url: `file:${file}`, timeout: 0 });
  try {
    // one connection, one call: the client's pool would hand separate statements different ones
    await client.executeMultiple("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT;");
    return false;
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code?.startsWith("SQLITE_BUSY")) return true;
    throw error;
  } finally {
    client.close();
  }
}
