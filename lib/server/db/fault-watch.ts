import "server-only";
import { shared } from "../../../server/shared.mjs";
import { AppError } from "../../errors";
import { registerGauge } from "../metrics";
import { databaseFaultOf, type DatabaseFault, type FaultFinding } from "./fault-kind";
import { logger } from "../../../server/log.mjs";

// The process's view of a database fault (docs/decisions/079-database-faults.md): one log line when
// it begins, one when it ends with how many requests were answered 503 meanwhile, never a stack per
// request. Every database call goes through the watched driver adapter (./connect.ts), which
// reports its failures and successes here: a fault begins with the first failure that is one
// (./fault-kind.ts) and ends with the first call that proves it over: any call for a lost
// connection (a probe asks every 2 s), a committed write for a fault that only stops writes (a
// full disk: reads go on meanwhile). One per process (../../../server/shared.mjs): Next bundles
// this module once per route, and the process has one database.

/** How long a client should wait before trying again (the Retry-After header), by fault. */
export const RETRY_AFTER_SECONDS: Record<DatabaseFault, number> = {
  // a restart or a failover takes seconds
  database_unavailable: 5,
  // someone has to make room first
  storage_full: 15,
};

type Fault = FaultFinding & {
  since: number;
  refused: number;
  /** When a call first succeeded again; the fault ends once a moment passes without another failure. */
  recoveredAt: number | null;
  timer: ReturnType<typeof setTimeout> | null;
};
type State = {
  current: Fault | null;
  /** A cheap read that proves the database back (./client.ts sets it); run while it is unavailable. */
  probe: (() => Promise<unknown>) | null;
  probing: ReturnType<typeof setInterval> | null;
};

const state: State = shared("databaseFault", (): State => ({ current: null, probe: null, probing: null }));

// A pool may hold a connection that broke with the server: one success followed by its failure is
// still the same fault, so the end is logged once calls have gone well for this long.
const SETTLE_MS = 1000;
const PROBE_EVERY_MS = 2000;

const BEGINS: Record<DatabaseFault, string> = {
  database_unavailable: "unavailable",
  storage_full: "out of space",
};
const MEANWHILE: Record<DatabaseFault, string> = {
  database_unavailable: "requests that need it are answered 503 database_unavailable until it answers again",
  storage_full: "changes are refused with 503 storage_full until a write succeeds again; reads go on",
};

registerGauge({
  name: "wunschliste_database_unavailable",
  help: "1 while this instance cannot use its database (unreachable, restarting, busy, read-only), else 0",
  read: () => (state.current?.fault === "database_unavailable" ? 1 : 0),
});
registerGauge({
  name: "wunschliste_storage_full",
  help: "1 while this instance's database refuses writes for want of space, else 0",
  read: () => (state.current?.fault === "storage_full" ? 1 : 0),
});

function stopProbing() {
  if (state.probing) clearInterval(state.probing);
  state.probing = null;
}

function end() {
  const fault = state.current;
  if (!fault) return;
  if (fault.timer) clearTimeout(fault.timer);
  stopProbing();
  state.current = null;
  const seconds = (((fault.recoveredAt ?? Date.now()) - fault.since) / 1000).toFixed(1);
  const what = fault.writesOnly ? "writes succeed again" : "the database answers again";
  logger().warn(
    "database",
    `${what} after ${seconds} s; ${fault.refused} request(s) were answered 503 ${fault.fault} meanwhile`,
  );
}

/** A fault seen (by the adapter, the live listener or a request): logged once, when it begins. */
export function noteFault(finding: FaultFinding): Fault {
  const current = state.current;
  if (current?.fault === finding.fault) {
    // not over after all
    if (current.timer) clearTimeout(current.timer);
    current.timer = null;
    current.recoveredAt = null;
    // a lost connection on top of a lock or a read-only file: reads prove it over now
    if (current.writesOnly && !finding.writesOnly) {
      current.writesOnly = false;
      startProbing();
    }
    return current;
  }
  // the other fault ends where this one begins (a full disk, then the server stopped)
  end();
  const fault: Fault = { ...finding, since: Date.now(), refused: 0, recoveredAt: null, timer: null };
  state.current = fault;
  logger().error("database", `${BEGINS[finding.fault]}: ${finding.reason}; ${MEANWHILE[finding.fault]}`);
  if (!finding.writesOnly) startProbing();
  return fault;
}

/** A connection fault ends when a read goes through, whether or not a request comes to try one. */
function startProbing() {
  const probe = state.probe;
  if (!probe || state.probing) return;
  state.probing = setInterval(() => void probe().catch(() => {}), PROBE_EVERY_MS);
  state.probing.unref();
}

/** Sets the read that proves the database back (the process's client, ./client.ts). */
export function setRecoveryProbe(probe: () => Promise<unknown>): void {
  state.probe = probe;
}

/** The fault `error` is, noted (not counted: the caller answers anyway, from a copy), or null. */
export function noteFaultOf(error: unknown): DatabaseFault | null {
  const finding = databaseFaultOf(error);
  return finding ? noteFault(finding).fault : null;
}

/** For the watched adapter, which rethrows the error. */
export function watchFailure(error: unknown): void {
  noteFaultOf(error);
}

/** A database call succeeded; `wrote`: it committed a change. Ends the fault it proves over. */
export function watchSuccess(wrote: boolean): void {
  const fault = state.current;
  if (!fault || fault.recoveredAt !== null || (fault.writesOnly && !wrote)) return;
  fault.recoveredAt = Date.now();
  fault.timer = setTimeout(end, SETTLE_MS);
  fault.timer.unref();
}

/** The fault now if it stops reads too: the page cache then serves kept pages without asking. */
export function faultStoppingReads(): DatabaseFault | null {
  const fault = state.current;
  return fault && !fault.writesOnly && fault.recoveredAt === null ? fault.fault : null;
}

/**
 * The 503 for a request that failed on a database fault (counted for the line that ends it), or
 * null when `error` is no such fault: the caller treats it as before.
 */
export function refusalFor(error: unknown): AppError | null {
  const finding = databaseFaultOf(error);
  if (!finding) return null;
  noteFault(finding).refused += 1;
  return new AppError(finding.fault, { retryAfterSeconds: RETRY_AFTER_SECONDS[finding.fault] });
}

/** The 503 for a request refused because a fault is on, without having tried (a page with no kept copy). */
export function refusalDuringFault(fault: DatabaseFault): AppError {
  if (state.current?.fault === fault) state.current.refused += 1;
  return new AppError(fault, { retryAfterSeconds: RETRY_AFTER_SECONDS[fault] });
}
