#!/usr/bin/env node
// `npm run backup -- <file>`: a consistent copy of the live SQLite database, taken with
// `VACUUM INTO` inside one read transaction while the server keeps serving (WAL mode lets its
// writes go on). The copy is checked before the command reports success.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { loadConfig } from "../lib/config/env.mjs";
import { describeDatabase, fail, userPath } from "./sqlite-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function backup(target, { databaseUrl } = {}) {
  const { database } = loadConfig(databaseUrl ? { ...process.env, DATABASE_URL: databaseUrl } : process.env, root);
  if (database.provider !== "sqlite") {
    throw new Error("npm run backup copies the SQLite file; on PostgreSQL use pg_dump (docs/deploy.md)");
  }
  if (!existsSync(database.filePath)) throw new Error(`there is no database at ${database.filePath} yet`);
  if (existsSync(target)) throw new Error(`${target} exists already; choose a new file name (nothing was written)`);
  if (!existsSync(path.dirname(target))) throw new Error(`the folder ${path.dirname(target)} does not exist`);
  const client = createClient({ url: database.url });
  try {
    await client.execute("PRAGMA busy_timeout = 10000");
    await client.execute({ sql: "VACUUM INTO ?", args: [target] });
  } finally {
    client.close();
  }
  return describeDatabase(target);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file] = process.argv.slice(2);
  if (!file) fail("usage: npm run backup -- <backup file>, e.g. npm run backup -- backups/wunschliste-2026-11-22.db");
  const target = userPath(file);
  try {
    const { lists, items } = await backup(target);
    console.log(`backup written to ${target}: integrity ok, ${lists} list(s), ${items} item(s)`);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
