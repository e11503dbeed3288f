#!/usr/bin/env node
// Filler data for the data-scale benchmark (issue 11): N lists × M items written straight into a
// migrated database with one INSERT … SELECT per table, so 10,000 × 50 takes seconds, not the
// hours 500,000 API calls would. The rows are valid for the app (every NOT NULL column set, the
// rest left to the migrations' defaults), so a filler list opens like any other; nobody can log in
// to one (its password hash is not a hash).
// Usage: node bench/seed.mjs --database-url file:/tmp/x.db [--lists 10000] [--items 50]
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import pg from "pg";

/**
 * Rows of a series 0…count-1, in each backend's own words.
 * @type {Record<"sqlite" | "postgresql", (count: number) => string>}
 */
const series = {
  sqlite: (count) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`,
  postgresql: (count) => `WITH n(i) AS (SELECT generate_series(0, ${count - 1}))`,
};

/** @param {"sqlite" | "postgresql"} provider @param {number} lists @param {number} items */
function statements(provider, lists, items) {
  const from = series[provider];
  // Parenthesised: in SQLite `||` binds tighter than `/`.
  const cat = (/** @type {string[]} */ ...parts) =>
    provider === "sqlite" ? parts.map((part) => `(${part})`).join(" || ") : `concat(${parts.join(", ")})`;
  return [
    `${from(lists)}
     INSERT INTO "List" ("id", "slug", "title", "ownerPasswordHash", "updatedAt")
     SELECT ${cat("'fill-list-'", "i")}, ${cat("'fill'", "i")}, ${cat("'Filler list '", "i")}, 'not-a-hash', CURRENT_TIMESTAMP
     FROM n`,
    `${from(lists * items)}
     INSERT INTO "Item" ("id", "listId", "title", "url", "priceCents", "note", "position", "updatedAt")
     SELECT ${cat("'fill-item-'", "i")}, ${cat("'fill-list-'", `i / ${items}`)}, ${cat("'Gift '", "i")},
            'https://example.org/gift', 1990, 'A note that is about as long as a real one.', i % ${items}, CURRENT_TIMESTAMP
     FROM n`,
  ];
}

/**
 * Writes `lists` filler lists with `items` items each into the migrated database at `databaseUrl`.
 * @param {string} databaseUrl
 * @param {{ lists?: number, items?: number }} [options]
 */
export async function seedFillerLists(databaseUrl, { lists = 10_000, items = 50 } = {}) {
  if (lists < 1) return;
  if (/^postgres(ql)?:/.test(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const sql of statements("postgresql", lists, items)) await client.query(sql);
      await client.query('ANALYZE "List"; ANALYZE "Item"');
    } finally {
      await client.end();
    }
    return;
  }
  const client = createClient({ url: databaseUrl });
  try {
    for (const sql of statements("sqlite", lists, items)) await client.execute(sql);
    await client.execute("ANALYZE");
  } finally {
    client.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  /** @template T @param {string} name @param {T} fallback @returns {string | undefined | T} */
  const value = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : fallback;
  };
  const databaseUrl = value("database-url", process.env.DATABASE_URL);
  if (!databaseUrl) throw new Error("--database-url (or DATABASE_URL) is required");
  const lists = Number(value("lists", 10_000));
  const items = Number(value("items", 50));
  const started = Date.now();
  await seedFillerLists(databaseUrl, { lists, items });
  console.log(`${lists} lists × ${items} items in ${path.basename(databaseUrl)}: ${Date.now() - started} ms`);
}
