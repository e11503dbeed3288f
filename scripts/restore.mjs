#!/usr/bin/env node
// `npm run restore -- <file>`: puts a backup back as the database. Refuses while a server uses
// the database (any process holding the file open, and its pid marker, server/pid-file.mjs), checks the backup first, and keeps the
// replaced database (with its -wal, if any) beside it as "<db>.replaced-<time>".
import { chmodSync, copyFileSync, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../lib/config/env.mjs";
import { runningServerPid, serverPidFile } from "../server/pid-file.mjs";
import { migrate, newerSchemaError, schemaStatus } from "../server/migrations.mjs";
import { describeDatabase, fail, heldOpenElsewhere, userPath } from "./sqlite-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SIDE_FILES = ["", "-wal", "-shm"];

/**
 * @param {string} source
 * @param {{ databaseUrl?: string }} [options]
 */
export async function restore(source, { databaseUrl } = {}) {
  const { database } = loadConfig(databaseUrl ? { ...process.env, DATABASE_URL: databaseUrl } : process.env, root);
  if (database.provider !== "sqlite") {
    throw new Error("npm run restore replaces the SQLite file; on PostgreSQL use pg_restore (docs/deploy.md)");
  }
  const target = database.filePath;
  if (!existsSync(source)) throw new Error(`${source} does not exist`);
  if (path.resolve(source) === target) throw new Error(`${source} is the live database itself`);
  const contents = await describeDatabase(source);
  // SQLite's lock says whether any process has the file open, wherever it runs; the marker only
  // names the server's pid. A marker naming this process is one a server left in a container
  // whose pid 1 this restore now is (a crash, a power loss): no server (decision 202).
  const marker = runningServerPid(target);
  const pid = marker === process.pid ? null : marker;
  if (await heldOpenElsewhere(target)) {
    throw new Error(
      pid
        ? `a server (pid ${pid}) is using ${target}; stop it first, then restore`
        : `another process has ${target} open (a server, perhaps in a container or on another machine sharing the folder, a backup or a sqlite3 shell); stop it first, then restore`,
    );
  }
  if (pid) {
    throw new Error(
      `a server (pid ${pid}) is using ${target}; stop it first, then restore (if none runs — it was killed, or the machine lost power — and process ${pid} is another program, remove ${serverPidFile(target)} and restore again)`,
    );
  }

  // the copy is checked before anything is replaced: a backup a newer version migrated beyond this
  // code (taken after an update that is now rolled back) would leave a database no server of this
  // version starts on (decision 235)
  const partial = `${target}.restoring`;
  copyFileSync(source, partial);
  // its owner's only, whatever mode the backup came with (a copy from another machine): decision 224
  chmodSync(partial, 0o600);
  try {
    const { blocking, database: copy } = await schemaStatus({ databaseUrl: `file:${partial}` });
    if (blocking.length > 0) throw newerSchemaError(copy, blocking);
  } catch (error) {
    for (const suffix of SIDE_FILES) rmSync(partial + suffix, { force: true });
    throw error;
  }
  let keptAs = null;
  if (existsSync(target)) {
    keptAs = `${target}.replaced-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    for (const suffix of SIDE_FILES) {
      if (existsSync(target + suffix)) renameSync(target + suffix, keptAs + suffix);
    }
  }
  const sideFiles = SIDE_FILES.filter(Boolean);
  for (const suffix of sideFiles) rmSync(partial + suffix, { force: true });
  renameSync(partial, target);
  for (const suffix of sideFiles) rmSync(target + suffix, { force: true });
  // An older backup is brought up to the current schema, as `npm start` would.
  const { applied } = await migrate({ databaseUrl: database.url, log: () => {} });
  return { ...contents, keptAs, migrationsApplied: applied, target };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file] = process.argv.slice(2);
  if (!file) fail("usage: npm run restore -- <backup file> (stop the server first)");
  try {
    const result = await restore(userPath(file));
    console.log(`restored ${result.target}: ${result.lists} list(s), ${result.items} item(s)`);
    if (result.keptAs) console.log(`the replaced database is kept as ${result.keptAs}`);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
