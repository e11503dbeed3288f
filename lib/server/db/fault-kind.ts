// Which errors are faults of the database rather than of the app (issue 45,
// docs/decisions/079-database-faults.md): the database is unreachable, restarting, busy beyond its
// timeout or read-only (`database_unavailable`), or out of space (`storage_full`). Such a request is
// answered 503 with Retry-After, not 500. Recognised by the codes the drivers give, wherever they
// sit in the error: a driver's own error (pg, libsql, a Node socket), Prisma's driver-adapter error
// (`kind`, `originalCode`, `extendedCode`), or Prisma's client error around it (`code` P…,
// `meta.driverAdapterError`). Everything else stays an internal error with its stack in the log.

import type { DatabaseFault } from "../../errors";

export type { DatabaseFault };

/**
 * The fault and the driver's own words for it (one line, for the log). `writesOnly`: reads still
 * work (a full disk, a read-only file, a lock held by another writer), so only a committed write
 * proves the fault over.
 */
export type FaultFinding = { fault: DatabaseFault; reason: string; writesOnly: boolean };

// SQLite's primary result codes (the low byte of an extended code, https://sqlite.org/rescode.html)
const SQLITE_FULL = 13;
const SQLITE_UNAVAILABLE = new Set([
  5, // SQLITE_BUSY: another writer held the lock beyond the busy timeout
  6, // SQLITE_LOCKED
  8, // SQLITE_READONLY: a file or volume that cannot be written (remounted read-only, permissions)
  10, // SQLITE_IOERR: the volume failed a read or write
  14, // SQLITE_CANTOPEN: the file or its folder went away
]);
// of these, the ones that stop writes while reads go on
const SQLITE_WRITES_ONLY = new Set([5, 6, 8]);
const SQLITE_NAMES: Record<string, number> = {
  SQLITE_FULL: 13,
  SQLITE_BUSY: 5,
  SQLITE_LOCKED: 6,
  SQLITE_READONLY: 8,
  SQLITE_IOERR: 10,
  SQLITE_CANTOPEN: 14,
};

// PostgreSQL SQLSTATEs (https://www.postgresql.org/docs/current/errcodes-appendix.html)
const PG_FULL = new Set(["53100"]); // disk_full
const PG_UNAVAILABLE = new Set([
  "57P01", // admin_shutdown: the server is stopping (a restart, an upgrade)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or in recovery
  "53000", // insufficient_resources
  "53200", // out_of_memory
  "53300", // too_many_connections
  "58000", // system_error
  "58030", // io_error
  "25006", // read_only_sql_transaction: a standby after a failover
]);
const PG_CONNECTION_CLASS = "08"; // connection_exception and its subclasses

// Node's socket errors while connecting to or talking with the database server
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ECONNABORTED",
]);

// Prisma's own codes for the same (https://www.prisma.io/docs/orm/reference/error-reference)
const PRISMA_UNAVAILABLE = new Set([
  "P1001", // can't reach the database server
  "P1002", // the server was reached but timed out
  "P1008", // operations timed out (the libSQL adapter's name for SQLITE_BUSY)
  "P1017", // the server closed the connection
  "P2024", // timed out fetching a connection from the pool
  "P2037", // too many connections
]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

// What pg says in words only, without a code
const UNAVAILABLE_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|Unable to start a transaction in the given time/i;
const FULL_WORDS = /No space left on device|ENOSPC|database or disk is full/i;
// Prisma's P2028 for a transaction that outlasted its timeout (a server whose cores were taken by
// others, 9.8 s for a draw's five writes): rolled back, nothing written, and the database itself
// answers, so it refuses no other request (writes only) and is a 503 to retry, not a 500
const EXPIRED_TRANSACTION_WORDS = /cannot be executed on an expired transaction|Transaction already closed/i;

type Fields = Record<string, unknown>;

/** The error and every error or detail object inside it, outermost first. */
function layers(error: unknown): Fields[] {
  const found: Fields[] = [];
  const pending: unknown[] = [error];
  while (pending.length > 0 && found.length < 12) {
    const next = pending.shift();
    if (typeof next !== "object" || next === null || found.includes(next as Fields)) continue;
    const layer = next as Fields;
    found.push(layer);
    const meta = layer.meta as Fields | undefined;
    pending.push(layer.cause, meta?.driverAdapterError, layer.driverAdapterError);
  }
  return found;
}

function sqliteCode(layer: Fields): number | null {
  for (const value of [layer.extendedCode, layer.rawCode, layer.originalCode]) {
    const code = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof code === "number" && Number.isInteger(code)) return code & 0xff;
  }
  const named = typeof layer.code === "string" ? /^SQLITE_[A-Z]+/.exec(layer.code)?.[0] : undefined;
  return named !== undefined ? (SQLITE_NAMES[named] ?? null) : null;
}

type LayerFault = { fault: DatabaseFault; writesOnly: boolean };
const UNAVAILABLE: LayerFault = { fault: "database_unavailable", writesOnly: false };
const FULL: LayerFault = { fault: "storage_full", writesOnly: true };

function faultOfLayer(layer: Fields): LayerFault | null {
  const code = typeof layer.code === "string" ? layer.code : undefined;
  const state = [layer.originalCode, code].find((value) => typeof value === "string" && /^[0-9A-Z]{5}$/.test(value));
  if (typeof state === "string" && !state.startsWith("P")) {
    if (PG_FULL.has(state)) return FULL;
    if (PG_UNAVAILABLE.has(state) || state.startsWith(PG_CONNECTION_CLASS)) return UNAVAILABLE;
  }
  if (code === "ENOSPC") return FULL;
  // the libSQL adapter names SQLITE_BUSY a socket timeout: its original code tells
  const sqlite =
    layer.kind === "sqlite" || layer.kind === "SocketTimeout" || code?.startsWith("SQLITE_") ? sqliteCode(layer) : null;
  if (sqlite === SQLITE_FULL) return FULL;
  if (sqlite !== null && SQLITE_UNAVAILABLE.has(sqlite)) {
    return { fault: "database_unavailable", writesOnly: SQLITE_WRITES_ONLY.has(sqlite) };
  }
  if (code && (SOCKET_CODES.has(code) || PRISMA_UNAVAILABLE.has(code))) return UNAVAILABLE;
  if (typeof layer.kind === "string" && ADAPTER_KINDS.has(layer.kind)) return UNAVAILABLE;
  const message = typeof layer.message === "string" ? layer.message : "";
  if (FULL_WORDS.test(message)) return FULL;
  if (UNAVAILABLE_WORDS.test(message)) return UNAVAILABLE;
  if (EXPIRED_TRANSACTION_WORDS.test(message)) return { fault: "database_unavailable", writesOnly: true };
  return null;
}

/** The first line of the innermost message: the driver's words, not Prisma's frame around them. */
function reasonOf(all: Fields[]): string {
  for (const layer of [...all].reverse()) {
    const message = [layer.originalMessage, layer.message].find((m) => typeof m === "string" && m.trim() !== "");
    if (typeof message === "string") {
      const line =
        message
          .trim()
          .split("\n")
          .find((part) => part.trim() !== "") ?? message;
      return line.trim().slice(0, 300);
    }
  }
  return String(all[0] ?? "unknown error").slice(0, 300);
}

/** The database fault behind `error`, or null when it is some other error. */
export function databaseFaultOf(error: unknown): FaultFinding | null {
  const all = layers(error);
  // the innermost layer knows best (Prisma's P1008 around an SQLITE_BUSY that only stops writes);
  // storage_full wins when both show (a write that failed for want of space, then lost its connection)
  let found: LayerFault | null = null;
  for (const layer of [...all].reverse()) {
    const here = faultOfLayer(layer);
    if (here?.fault === "storage_full") {
      found = here;
      break;
    }
    found ??= here;
  }
  return found ? { ...found, reason: reasonOf(all) } : null;
}

/**
 * Any error of a database call as one line for the log: the driver's words (`no such table: List`,
 * `file is not a database`), not the first line of Prisma's message, which is empty.
 */
export function databaseErrorLine(error: unknown): string {
  return typeof error === "object" && error !== null ? reasonOf(layers(error)) : String(error).slice(0, 300);
}
