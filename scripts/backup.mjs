#!/usr/bin/env node
// `npm run backup -- <file>`: a consistent copy of the live database while the server keeps
// serving. SQLite: `VACUUM INTO` inside one read transaction (WAL mode lets the server's writes go
// on), the copy checked before the command reports success. PostgreSQL: `pg_dump` in its custom
// format (one snapshot), its table of contents read back; `pg_restore` puts it back (docs/deploy.md).
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { loadConfig } from "../lib/config/env.mjs";
import { describeDatabase, fail, userPath } from "./sqlite-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TABLES_TO_FIND = ["List", "Item", "Reservation", "Pledge", "Picture", "EditToken", "_prisma_migrations"];

/** pg_dump or pg_restore from the PATH (Debian: postgresql-client), or why not. @param {string} name */
function postgresProgram(name) {
  if (spawnSync(name, ["--version"]).error) {
    throw new Error(`${name} is not installed (Debian: apt-get install -y postgresql-client)`);
  }
  return name;
}

/**
 * Runs `program` against the database without putting its password on a command line.
 * @param {string} program
 * @param {string[]} args
 * @param {string} databaseUrl
 */
function runPostgresProgram(program, args, databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const result = spawnSync(postgresProgram(program), [...args, url.href], {
    encoding: "utf8",
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`${program} failed: ${(result.stderr || result.error?.message || "").trim()}`);
  return result.stdout;
}

/**
 * A pg_dump of the whole database into `target`; its table of contents is read back to check it.
 * @param {{ url: string }} database
 * @param {string} target
 */
function backupPostgresql(database, target) {
  try {
    runPostgresProgram("pg_dump", ["--format=custom", `--file=${target}`], database.url);
    const contents = spawnSync(postgresProgram("pg_restore"), ["--list", target], { encoding: "utf8" });
    if (contents.status !== 0) throw new Error(`pg_restore cannot read the dump: ${contents.stderr.trim()}`);
    const missing = TABLES_TO_FIND.filter((table) => !contents.stdout.includes(`TABLE DATA public ${table} `));
    if (missing.length) throw new Error(`the dump lacks the table(s) ${missing.join(", ")}`);
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  }
  return { format: "pg_dump custom format", tables: TABLES_TO_FIND.length };
}

/**
 * @param {string} target
 * @param {{ databaseUrl?: string }} [options]
 */
export async function backup(target, { databaseUrl } = {}) {
  const { database } = loadConfig(databaseUrl ? { ...process.env, DATABASE_URL: databaseUrl } : process.env, root);
  if (existsSync(target)) throw new Error(`${target} exists already; choose a new file name (nothing was written)`);
  // not made here: a folder on a disk that is not mounted would be made on the wrong one
  if (!existsSync(path.dirname(target))) {
    throw new Error(`the folder ${path.dirname(target)} does not exist (make it first, or is its disk not mounted?)`);
  }
  if (database.provider === "sqlite" && !existsSync(database.filePath))
    throw new Error(`there is no database at ${database.filePath} yet`);
  // made empty first, readable by its owner only (password hashes, names, addresses), whatever the
  // umask: VACUUM INTO and pg_dump write into an empty file and keep its mode (decision 224)
  closeSync(openSync(target, "wx", 0o600));
  if (database.provider === "postgresql") return backupPostgresql(database, target);
  const client = createClient({ url: database.url });
  try {
    await client.execute("PRAGMA busy_timeout = 10000");
    await client.execute({ sql: "VACUUM INTO ?", args: [target] });
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
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
    const result = await backup(target);
    console.log(
      "format" in result
        ? `backup written to ${target}: ${result.format}, every table in it (restore: pg_restore, docs/deploy.md)`
        : `backup written to ${target}: integrity ok, ${result.lists} list(s), ${result.items} item(s)`,
    );
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
