#!/usr/bin/env node
// `npm run backup -- <file>`: a consistent copy of the live database while the server keeps
// serving. SQLite: `VACUUM INTO` inside one read transaction (WAL mode lets the server's writes go
// on), the copy checked before the command reports success. PostgreSQL: `pg_dump` in its custom
// format (one snapshot), its table of contents read back; `pg_restore` puts it back (docs/deploy.md).
// Written as `<file>.partial` and renamed only once checked, so a stop, a crash or a SIGKILL never
// leaves a file under the backup's name that is not a good backup; SIGTERM, SIGINT and SIGHUP end
// the copying child and remove the partial file (decision 239).
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../lib/config/env.mjs";
import { fail, userPath } from "./sqlite-files.mjs";
import { runChild, stopOnSignal } from "./stop-on-signal.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TABLES_TO_FIND = ["List", "Item", "Reservation", "Pledge", "Picture", "EditToken", "_prisma_migrations"];
/** What SQLite may make beside a file it writes; removed with the partial file. */
const SIDE_FILES = ["", "-journal", "-wal", "-shm"];
/**
 * A partial file this old is a killed backup's (SIGKILL, the OOM killer, a power cut): no copy
 * runs a day, and the nightly timer writes each night under a new name, so nothing else removes it.
 */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the partial files (and SQLite's side files) of killed backups from `folder`: those
 * older than a day. Returns their names, for the command to say what it removed.
 * @param {string} folder
 * @param {number} now
 */
function removeStalePartials(folder, now) {
  const stale = readdirSync(folder).filter((name) => {
    if (!/\.partial(-journal|-wal|-shm)?$/.test(name)) return false;
    try {
      return now - statSync(path.join(folder, name)).mtimeMs > STALE_PARTIAL_MS;
    } catch {
      return false; // removed meanwhile
    }
  });
  for (const name of stale) rmSync(path.join(folder, name), { force: true });
  return stale.filter((name) => name.endsWith(".partial"));
}

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
async function runPostgresProgram(program, args, databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const result = await runChild(postgresProgram(program), [...args, url.href], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  });
  if (result.status !== 0)
    throw new Error(`${program} failed: ${(result.stderr || result.error?.message || "").trim()}`);
  return result.stdout;
}

/**
 * A pg_dump of the whole database into `file`; its table of contents is read back to check it.
 * @param {{ url: string }} database
 * @param {string} file
 */
async function backupPostgresql(database, file) {
  await runPostgresProgram("pg_dump", ["--format=custom", `--file=${file}`], database.url);
  const contents = await runChild(postgresProgram("pg_restore"), ["--list", file]);
  if (contents.status !== 0) throw new Error(`pg_restore cannot read the dump: ${contents.stderr.trim()}`);
  const missing = TABLES_TO_FIND.filter((table) => !contents.stdout.includes(`TABLE DATA public ${table} `));
  if (missing.length) throw new Error(`the dump lacks the table(s) ${missing.join(", ")}`);
  return { format: "pg_dump custom format", tables: TABLES_TO_FIND.length };
}

/**
 * `VACUUM INTO` `file` and its check, in a child (scripts/vacuum-into.mjs) that a signal can end.
 * @param {{ url: string }} database
 * @param {string} file
 * @returns {Promise<{ lists: number, items: number }>}
 */
async function backupSqlite(database, file) {
  const result = await runChild(process.execPath, [path.join(root, "scripts/vacuum-into.mjs"), database.url, file]);
  if (result.status !== 0) throw new Error(result.stderr.trim() || result.error?.message || `exit ${result.signal}`);
  return JSON.parse(result.stdout);
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
  // written under another name and renamed once checked: the name a backup is looked for by
  // (restore, retention's `find`, the operator) holds only checked backups (decision 239)
  const removed = removeStalePartials(path.dirname(target), Date.now());
  for (const name of removed) console.log(`removed ${name}: a killed backup's partial file, over a day old`);
  const partial = `${target}.partial`;
  const removePartial = () => {
    for (const suffix of SIDE_FILES) rmSync(partial + suffix, { force: true });
  };
  // made empty first, readable by its owner only (password hashes, names, addresses), whatever the
  // umask: VACUUM INTO and pg_dump write into an empty file and keep its mode (decision 224)
  try {
    closeSync(openSync(partial, "wx", 0o600));
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code !== "EEXIST") throw error;
    throw new Error(
      `${partial} exists: a backup to ${target} is running, or one was killed (remove the file if none runs)`,
    );
  }
  return stopOnSignal(
    {
      cleanUp: removePartial,
      stopped: (signal) => `error: backup stopped by ${signal}; nothing written to ${target}`,
    },
    async () => {
      try {
        const result =
          database.provider === "postgresql"
            ? await backupPostgresql(database, partial)
            : await backupSqlite(database, partial);
        if (existsSync(target)) throw new Error(`${target} was made by another process meanwhile; not replaced`);
        renameSync(partial, target);
        return result;
      } catch (error) {
        removePartial();
        throw error;
      }
    },
  );
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
