// The "server running" marker that `npm run restore` checks (scripts/restore.mjs): a restore must
// not replace a SQLite file a server has open.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";

/** The marker `npm run restore` looks for: "<database file>.server.pid" while a server runs. */
export const serverPidFile = (/** @type {string} */ databaseFile) => `${databaseFile}.server.pid`;

/**
 * Writes the marker, or says why it cannot: the SQLite file's folder is missing or not this user's
 * to write, so the database beside it could not be written either (one line, no stack).
 * @param {string} databaseFile
 * @returns {string | null}
 */
export function writeServerPid(databaseFile) {
  const file = serverPidFile(databaseFile);
  try {
    writeFileSync(file, `${process.pid}\n`);
    return null;
  } catch (error) {
    const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
    return `cannot write ${file} (${code ?? message}): the folder of DATABASE_URL's SQLite file must exist and be writable by this user`;
  }
}

/** @param {string} databaseFile */
export function removeServerPid(databaseFile) {
  const file = serverPidFile(databaseFile);
  if (existsSync(file) && readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file, { force: true });
}

/**
 * The pid of a live server using `databaseFile`, or null (a stale marker of a dead one is ignored).
 * @param {string} databaseFile
 */
export function runningServerPid(databaseFile) {
  const file = serverPidFile(databaseFile);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM" ? pid : null;
  }
}
