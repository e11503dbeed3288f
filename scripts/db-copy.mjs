#!/usr/bin/env node
// `npm run db:copy -- --from <url> --to <url>`: copies every list — items, reservations, edit
// tokens, pictures, ids, slugs, hashes, order and times — and every secret-santa draw (its people,
// matches, exclusions and tokens) from one database into an EMPTY one, SQLite →
// PostgreSQL or back (docs/deploy.md, "Moving an install"). Both are migrated first; the source is
// read in one snapshot, the target written in one transaction, then read back and compared row by
// row. Rate-limit windows are not copied (they are minutes long).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import pg from "pg";
import { describeDatabase, resolveDatabaseUrl } from "../lib/config/env.mjs";
import { inSqliteWriteTransaction, migrate } from "../server/migrations.mjs";
import { fail, userPath } from "./sqlite-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Parents before children; every other table of the data model must be named here. */
const TABLES = [
  "List",
  // mail (docs/decisions/081-mail.md): subscriptions before the reservations that name them
  "MailAddress",
  "MailSubscription",
  "Item",
  "Reservation",
  "Pledge",
  // questions on a wish (docs/decisions/116): after the wish and the asker's mail subscription
  "Question",
  "EditToken",
  // co-owner links and their devices' tokens (docs/decisions/122-co-owner-links.md)
  "OwnerInvite",
  "CoOwnerToken",
  "Picture",
  "MailOutbox",
  "Draw",
  "DrawParticipant",
  // a person's address for their draw link (docs/decisions/089-draw-mail.md): after the address and the person
  "DrawMailSubscription",
  "DrawExclusion",
  "DrawToken",
  // visitors' reports of a list or draw (docs/decisions/129-reports.md): after both
  "Report",
];
/** Limit windows stay behind; each database's migration bookkeeping is written by its own runner. */
const NOT_COPIED = new Set(["RateLimit", "_prisma_migrations", "_migration_requirements"]);

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
function normalize(type, value) {
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

const open = (/** @type {ReturnType<typeof resolveDatabaseUrl>} */ database) =>
  database.provider === "postgresql" ? openPostgresql(database.url) : openSqlite(database.url);

/** A database URL the user typed: relative SQLite paths are from where they ran npm. @param {string | undefined} raw */
function resolveArgument(raw) {
  if (!raw) return null;
  if (raw.startsWith("file:") && !path.isAbsolute(raw.slice(5).replace(/^\/\/(?=\/)/, ""))) {
    return resolveDatabaseUrl(`file:${userPath(raw.slice(5))}`, root);
  }
  return resolveDatabaseUrl(raw, root);
}

/**
 * Columns of every copied table, one query at a time (one connection).
 * @param {CopiedDatabase} db
 */
async function columnsOf(db) {
  /** @type {Record<string, Column[]>} */
  const columns = {};
  for (const table of TABLES) columns[table] = await db.columns(table);
  return columns;
}

/**
 * Rows of every copied table, normalized, in one snapshot.
 * @param {CopiedDatabase} db
 */
async function readEverything(db) {
  const columns = /** @type {Record<string, Column[]>} */ (await columnsOf(db));
  return db.snapshot(async (read) => {
    /** @type {Batch[]} */
    const tables = [];
    for (const table of TABLES) {
      const tableColumns = /** @type {Column[]} */ (columns[table]);
      const rows = (await read(table, tableColumns)).map((row) =>
        row.map((v, i) => normalize(/** @type {Column} */ (tableColumns[i]).type, v)),
      );
      tables.push({ table, columns: tableColumns, rows });
    }
    return tables;
  });
}

/** Every row as sorted-key JSON, rows sorted: equal for equal contents whatever the column order. */
const fingerprint = (/** @type {Batch[]} */ tables) =>
  JSON.stringify(
    tables.map(({ table, columns, rows }) => {
      const names = columns.map((c) => c.name);
      const json = rows.map((row) =>
        JSON.stringify(
          Object.fromEntries(
            names
              .map((name, i) => [
                name,
                row[i] instanceof Date
                  ? /** @type {Date} */ (row[i]).toISOString()
                  : Buffer.isBuffer(row[i])
                    ? /** @type {Buffer} */ (row[i]).toString("base64")
                    : row[i],
              ])
              .sort(),
          ),
        ),
      );
      return [table, json.sort()];
    }),
  );

/** @param {{ from: string | undefined, to: string | undefined, log?: (line: string) => void }} options */
export async function copyDatabase({ from, to, log = console.log }) {
  const source = resolveArgument(from);
  const target = resolveArgument(to);
  if (!source || !target) throw new Error("usage: npm run db:copy -- --from <database URL> --to <database URL>");
  if (source.url === target.url) throw new Error("--from and --to name the same database");
  for (const database of [source, target]) await migrate({ databaseUrl: database.url, log: () => {} });
  const [sourceDb, targetDb] = await Promise.all([open(source), open(target)]);
  try {
    const unknown = (await targetDb.tables()).filter((t) => !TABLES.includes(t) && !NOT_COPIED.has(t));
    if (unknown.length > 0) throw new Error(`scripts/db-copy.mjs does not know the table(s) ${unknown.join(", ")} yet`);
    for (const table of TABLES) {
      const rows = await targetDb.count(table);
      if (rows > 0)
        throw new Error(
          `${describeDatabase(target)} is not empty (${table}: ${rows} rows); copy only into an empty database`,
        );
    }
    const tables = await readEverything(sourceDb);
    const targetColumns = await columnsOf(targetDb);
    // each row in the target's column order and types
    const batches = tables.map(({ table, columns, rows }) => {
      const index = new Map(columns.map((c, i) => [c.name, i]));
      const columnsThere = /** @type {Column[]} */ (targetColumns[table]);
      const missing = columnsThere.filter((c) => !index.has(c.name));
      if (missing.length > 0) throw new Error(`${table} has no column ${missing[0]?.name} in the source`);
      return {
        table,
        columns: columnsThere,
        rows: rows.map((row) => columnsThere.map((c) => row[/** @type {number} */ (index.get(c.name))])),
      };
    });
    await targetDb.writeAll(batches);
    const copied = await readEverything(targetDb);
    if (fingerprint(copied) !== fingerprint(batches))
      throw new Error("the copy differs from the source after writing; the target was written, check it");
    const counts = Object.fromEntries(tables.map(({ table, rows }) => [table, rows.length]));
    log(
      `copied ${counts.List} list(s), ${counts.Item} item(s), ${counts.Reservation} reservation(s), ${counts.Pledge} pledge(s), ${counts.EditToken} edit token(s), ${counts.Picture} picture(s), ${counts.Draw} draw(s) with ${counts.DrawParticipant} people from ${describeDatabase(source)} to ${describeDatabase(target)}; the copy matches row by row`,
    );
    return counts;
  } finally {
    await Promise.all([sourceDb.close(), targetDb.close()]);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (/** @type {string} */ name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  copyDatabase({ from: value("--from"), to: value("--to") }).catch((error) =>
    fail(error instanceof Error ? error.message : String(error)),
  );
}
