#!/usr/bin/env node
// `npm run db:copy -- --from <url> --to <url>`: copies every list — items, reservations, edit
// tokens, pictures, ids, slugs, hashes, order and times — and every secret-santa draw (its people,
// matches, exclusions and tokens) from one database into an EMPTY one, SQLite →
// PostgreSQL or back (docs/deploy.md, "Moving an install"). Both are migrated first; the source is
// read in one snapshot, the target written in one transaction, then read back and compared row by
// row. Rate-limit windows are not copied (they are minutes long).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describeDatabase, resolveDatabaseUrl } from "../lib/config/env.mjs";
import { migrate } from "../server/migrations.mjs";
import { normalize, open } from "./db-copy-ends.mjs";
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
/**
 * Limit windows stay behind; each database's migration bookkeeping is written by its own runner;
 * the last retention sweep and the instances' settings are the source's, not the copy's.
 */
const NOT_COPIED = new Set([
  "RateLimit",
  "RetentionSweep",
  "InstanceSettings",
  "_prisma_migrations",
  "_migration_requirements",
]);

/**
 * @typedef {import("./db-copy-ends.mjs").Batch} Batch
 * @typedef {import("./db-copy-ends.mjs").Column} Column
 * @typedef {import("./db-copy-ends.mjs").CopiedDatabase} CopiedDatabase
 */

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
