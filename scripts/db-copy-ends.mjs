// The two ends of `npm run db:copy` (./db-copy.mjs): a SQLite or a PostgreSQL database read in one
// snapshot and written in one transaction, every value in one shape for both backends. Split from
// ./db-copy.mjs to keep it under 300 lines.
import { createClient } from "@libsql/client";
import pg from "pg";
import { inSqliteWriteTransaction } from "../server/migrations/sqlite-session.mjs";

/**
 * @typedef {"datetime" | "boolean" | "bytes" | "other"} ColumnType
 * @typedef {{ name: string, type: ColumnType }} Column
 * @typedef {{ table: string, columns: Column[], rows: unknown[][] }} Batch
 * @typedef {(table: string, columns: Column[]) => Promise<unknown[][]>} ReadTable
 * @typedef {object} CopiedDatabase One end of the copy, either backend.
 * @property {() => Promise<string[]>} tables
 * @property {(table: string) => Promise<Column[]>} columns
 * @property {(table: string) => Promise<number>} count
 * @property {(work: (read: ReadTable) => Promise<Batch[]>) => Promise<Batch[]>} snapshot
 * @property {(batches: Batch[]) => Promise<void>} writeAll
 * @property {() => Promise<void>} close
 */

/** SQLite columns as Prisma writes them: times as ISO text with +00:00, booleans as 0/1. */
const sqliteStore = (/** @type {ColumnType} */ type, /** @type {unknown} */ value) =>
  value === null
    ? null
    : type === "datetime"
      ? /** @type {Date} */ (value).toISOString().replace("Z", "+00:00")
      : type === "boolean"
        ? value
          ? 1
          : 0
        : value;

/**
 * A stored value in one shape for both backends: times as Date, booleans as boolean.
 * @param {ColumnType} type
 * @param {unknown} value
 */
export function normalize(type, value) {
  if (value === null || value === undefined) return null;
  if (type === "datetime") {
    if (typeof value === "number" || typeof value === "bigint") return new Date(Number(value));
    // PostgreSQL `timestamp(3)` text and SQLite's CURRENT_TIMESTAMP are UTC without a zone
    const text = String(value);
    return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(" ", "T")}Z`);
  }
  if (type === "boolean") return value === true || value === 1 || value === 1n || value === "1" || value === "true";
  // pictures: libsql reads a BLOB as an ArrayBuffer, pg a BYTEA as a Buffer
  if (type === "bytes")
    return Buffer.from(value instanceof ArrayBuffer ? new Uint8Array(value) : /** @type {Buffer} */ (value));
  if (typeof value === "bigint") return Number(value);
  return value;
}

/** @returns {ColumnType} */
const typeOf = (/** @type {string} */ declared) => {
  const t = declared.toLowerCase();
  if (t.startsWith("timestamp") || t === "datetime") return "datetime";
  if (t === "boolean") return "boolean";
  if (t === "blob" || t === "bytea") return "bytes";
  return "other";
};

const select = (/** @type {string} */ table, /** @type {Column[]} */ columns) =>
  `SELECT ${columns.map((c) => `"${c.name}"`).join(", ")} FROM "${table}"`;

/**
 * @param {string} url
 * @returns {Promise<CopiedDatabase>}
 */
async function openSqlite(url) {
  const client = createClient({ url, timeout: 10_000 });
  return {
    async tables() {
      const rows = (
        await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      ).rows;
      return rows.map((row) => String(row.name));
    },
    async columns(table) {
      return (await client.execute(`PRAGMA table_info("${table}")`)).rows.map((row) => ({
        name: String(row.name),
        type: typeOf(String(row.type)),
      }));
    },
    async count(table) {
      return Number(
        /** @type {import("@libsql/client").Row} */ (
          (await client.execute(`SELECT count(*) AS n FROM "${table}"`)).rows[0]
        ).n,
      );
    },
    /** `work` reads through one read transaction: a consistent snapshot while a server writes. */
    async snapshot(work) {
      const tx = await client.transaction("read");
      try {
        return await work(async (table, columns) =>
          (await tx.execute(`${select(table, columns)} ORDER BY rowid`)).rows.map((row) =>
            columns.map((c) => row[c.name]),
          ),
        );
      } finally {
        tx.close();
      }
    },
    writeAll: (batches) =>
      inSqliteWriteTransaction(client, async (tx) => {
        for (const { table, columns, rows } of batches) {
          const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c.name}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
          for (let i = 0; i < rows.length; i += 500) {
            await tx.batch(
              rows.slice(i, i + 500).map((row) => ({
                sql,
                args: /** @type {import("@libsql/client").InArgs} */ (
                  row.map((v, j) => sqliteStore(/** @type {Column} */ (columns[j]).type, v))
                ),
              })),
            );
          }
        }
      }),
    close: async () => client.close(),
  };
}

/**
 * @param {string} url
 * @returns {Promise<CopiedDatabase>}
 */
async function openPostgresql(url) {
  // timestamps as the server's text (UTC, no zone): pg would otherwise read them as local time
  const types = {
    /** @param {number} oid @param {"text" | "binary"} [format] */
    getTypeParser: (oid, format) =>
      oid === 1114 ? (/** @type {string} */ text) => text : pg.types.getTypeParser(oid, format),
  };
  const client = new pg.Client({ connectionString: url, types, connectionTimeoutMillis: 10_000 });
  await client.connect();
  /** @type {CopiedDatabase} */
  const db = {
    async tables() {
      const { rows } = await client.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
      );
      return rows.map((row) => row.table_name);
    },
    async columns(table) {
      const { rows } = await client.query(
        "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
        [table],
      );
      return rows.map((row) => ({ name: row.column_name, type: typeOf(row.data_type.split(" ")[0]) }));
    },
    async count(table) {
      return Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n);
    },
    async snapshot(work) {
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      try {
        return await work(
          async (table, columns) =>
            (await client.query({ text: `${select(table, columns)} ORDER BY ctid`, rowMode: "array" })).rows,
        );
      } finally {
        await client.query("ROLLBACK");
      }
    },
    async writeAll(batches) {
      await client.query("BEGIN");
      try {
        for (const { table, columns, rows } of batches) {
          const names = columns.map((c) => `"${c.name}"`).join(", ");
          for (let i = 0; i < rows.length; i += 500) {
            const chunk = rows.slice(i, i + 500);
            const values = chunk.map(
              (_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(", ")})`,
            );
            // times go as UTC text: a timestamp without zone keeps the wall time it is given
            const args = chunk.flatMap((row) =>
              row.map((v) => (v instanceof Date ? v.toISOString().replace("T", " ").replace("Z", "") : v)),
            );
            await client.query(`INSERT INTO "${table}" (${names}) VALUES ${values.join(", ")}`, args);
          }
        }
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
    },
    close: async () => client.end(),
  };
  return db;
}

export const open = (/** @type {ReturnType<typeof import("../lib/config/env.mjs").resolveDatabaseUrl>} */ database) =>
  database.provider === "postgresql" ? openPostgresql(database.url) : openSqlite(database.url);
