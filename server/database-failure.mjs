// The one line an operator gets when the database DATABASE_URL names cannot be used at start, with
// what to do (docs/decisions/217-what-the-operator-trips-over-a-fourth-time.md): the SQLite file's
// place checked before SQLite opens it, and a refused PostgreSQL connection explained. Shared by the
// migration runner (`npm start`'s setup, `npm run migrate`, the container) and the server's own
// check of PostgreSQL (./database-checks.mjs). Node built-ins only: the start path imports it.
import { accessSync, closeSync, constants, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";
import { describeDatabase } from "../lib/config/database-url.mjs";

/** @typedef {ReturnType<typeof import("../lib/config/database-url.mjs").resolveDatabaseUrl>} Database */

/** @param {unknown} error */
const codeOf = (error) => /** @type {NodeJS.ErrnoException} */ (error)?.code ?? String(error);

/** @param {string} place */
const statOrNull = (place) => {
  try {
    return statSync(place);
  } catch {
    return null;
  }
};

/**
 * The SQLite file's folder, made level by level if missing (not `mkdirSync(…, { recursive: true })`:
 * under /proc it loops for good on Node's ENOENT retry), then checked for what SQLite needs: a folder
 * it may write in (the journal files go beside the file) and, when the file exists, a file it may
 * read and write. A file not there yet is made empty (SQLite's empty database) readable by the
 * server's user alone: it holds password hashes, names and mail addresses, and SQLite gives its
 * journal files the file's mode (a backup is 0600 too, decision 224). Throws one line naming
 * DATABASE_URL and what to do.
 * @param {string} filePath absolute
 */
export function prepareSqliteFile(filePath) {
  const folder = path.dirname(filePath);
  const hint = "name another place in DATABASE_URL, or make that folder yourself";
  const missing = [];
  let existing = folder;
  while (!statOrNull(existing) && path.dirname(existing) !== existing) {
    missing.unshift(existing);
    existing = path.dirname(existing);
  }
  if (!statOrNull(existing)?.isDirectory()) {
    throw new Error(`cannot make ${folder}, the folder of DATABASE_URL's SQLite file (ENOTDIR: ${existing}): ${hint}`);
  }
  for (const level of missing) {
    try {
      mkdirSync(level);
    } catch (error) {
      if (statOrNull(level)?.isDirectory()) continue; // made meanwhile by an instance started at once
      throw new Error(`cannot make ${folder}, the folder of DATABASE_URL's SQLite file (${codeOf(error)}): ${hint}`);
    }
  }
  const file = statOrNull(filePath);
  if (file?.isDirectory()) {
    throw new Error(
      `DATABASE_URL names ${filePath}, which is a folder: name a file in it, e.g. file:${path.join(filePath, "wunschliste.db")}`,
    );
  }
  try {
    accessSync(folder, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new Error(
      `cannot write in ${folder}, the folder of DATABASE_URL's SQLite file (${codeOf(error)}): let the server's user ` +
        "write there (SQLite keeps its journal beside the file), or name another folder in DATABASE_URL",
    );
  }
  if (!file) {
    makeOwnersOnly(filePath);
    return;
  }
  try {
    accessSync(filePath, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw new Error(
      `cannot write DATABASE_URL's SQLite file ${filePath} (${codeOf(error)}): let the server's user read and write it`,
    );
  }
}

/** An empty file at `filePath` with mode 0600, unless one is there (made meanwhile by another instance). @param {string} filePath */
function makeOwnersOnly(filePath) {
  try {
    closeSync(openSync(filePath, "wx", 0o600));
  } catch (error) {
    if (codeOf(error) !== "EEXIST") throw error;
  }
}

/**
 * What to do about a PostgreSQL connection refused at start, from its error code.
 * @param {unknown} error
 */
function postgresqlHint(error) {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : "";
  // 28P01: wrong password; 28000: no such role, or pg_hba.conf lets it not in
  if (code.startsWith("28")) {
    return "check the user and password in DATABASE_URL (characters such as @ : / # % or a space are written percent-encoded, e.g. %40 for @) and pg_hba.conf";
  }
  if (code === "ERR_INVALID_URL") {
    return "DATABASE_URL is no valid URL: write characters such as @ : / # % or a space in its password percent-encoded (%23 for #)";
  }
  if (code === "3D000") return "create the database (docs/deploy.md, section 7) or correct its name in DATABASE_URL";
  if (
    /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ECONNRESET)$/.test(code) ||
    /timeout/i.test(message)
  ) {
    return "is PostgreSQL running, and does it take connections at the host and port DATABASE_URL names?";
  }
  return "check DATABASE_URL";
}

/**
 * Why the database could not be opened, in one line without the password, with what to do.
 * @param {Database} database
 * @param {unknown} error
 */
export function cannotReachDatabase(database, error) {
  const reason =
    error instanceof Error
      ? error.message || /** @type {NodeJS.ErrnoException} */ (error).code || error.name
      : String(error);
  const hint =
    database.provider === "postgresql"
      ? postgresqlHint(error)
      : "SQLite cannot open a file there: name in DATABASE_URL a file the server's user may create, read and write";
  return `cannot reach the database ${describeDatabase(database)}: ${reason.split("\n")[0]} — ${hint}`;
}
