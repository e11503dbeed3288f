// SIGTERM and SIGINT drain instead of cutting requests off (docs/decisions/009-graceful-shutdown.md):
// the readiness answer turns 503, live streams end, requests in flight finish within the drain
// time (what is left then is answered 503 shutting_down at once), the mail sender stops, and the
// database is closed whole before the process exits 0.
import { answerShuttingDown } from "./http/request-edges.mjs";
import { removeServerPid } from "./pid-file.mjs";

/** How long a mail being sent may still take once the drain is over (decision 081). */
const MAIL_STOP_MS = 5000;
/** How long the 503 answers of what the drain could not finish may take to be written. */
const ANSWERS_FLUSH_MS = 3000;
/** How long the last checkpoint waits for a write still holding SQLite's lock. */
const CHECKPOINT_WAIT_MS = 5000;
/**
 * The most a stop takes after SHUTDOWN_DRAIN_SECONDS: a supervisor must wait at least the drain and
 * this before it kills the process, or what the drain could not finish is cut instead of answered
 * 503 (the units' TimeoutStopSec, compose's stop_grace_period, `podman run --stop-timeout`;
 * tests/unit/stop-timeouts.test.ts, docs/decisions/206-what-the-operator-trips-over-once-more.md).
 */
export const AFTER_DRAIN_SECONDS = (MAIL_STOP_MS + ANSWERS_FLUSH_MS + CHECKPOINT_WAIT_MS) / 1000;

/**
 * @typedef {ReturnType<typeof import("../lib/config/env.mjs").loadConfigOrExit>} Config
 * @typedef {ReturnType<typeof import("./connections.mjs").trackConnections>} Connections
 */

/**
 * Closes the app's connections; leaves a SQLite file whole: the WAL folded back into the main
 * file, no -wal left behind.
 * @param {Config["database"]} database
 * @param {import("./shared.mjs").SharedObjects} shared
 * @returns {Promise<string | null>} why the file could not be left whole, if it could not
 */
async function closeDatabase(database, shared) {
  await shared.databaseReader?.close().catch(() => {});
  await shared.database?.$disconnect().catch(() => {});
  if (database.provider !== "sqlite") return null;
  // loaded only now: the start does not wait for it (the app opens the file with its own copy)
  const { createClient } = await import("@libsql/client/sqlite3");
  const client = createClient({ url: database.url });
  try {
    // a write still finishing (a request cut off at the end of the drain, a backup taken beside)
    // holds the lock for a moment: wait for it rather than leave the log or fail with SQLITE_BUSY
    await client.execute(`PRAGMA busy_timeout = ${CHECKPOINT_WAIT_MS}`);
    const { rows } = await client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
    // busy: another process still holds the file; its next open folds the log back instead
    if (rows[0]?.[0] === 1) return "the write-ahead log is left for the next start: another process holds the file";
  } finally {
    client.close();
  }
  return null;
}

/**
 * Drains and stops the process at SIGTERM or SIGINT (the first of them; later ones are ignored).
 * @param {{ config: Config, log: import("./log.mjs").Logger, shared: import("./shared.mjs").SharedObjects, connections: Connections }} server
 */
export function drainOnSignals({ config, log, shared, connections }) {
  let stopping = false;
  /** @param {string} signal */
  async function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    // the health endpoint's readiness answer (`?ready=1`) turns 503 now, so proxies stop sending traffic here
    shared.draining = true;
    const drainMs = config.shutdownDrainSeconds * 1000;
    log.info(
      "server",
      `${signal}: draining ${connections.inFlight} request(s), at most ${config.shutdownDrainSeconds} s`,
    );
    const draining = connections.drain(drainMs);
    // Live-update streams never end by themselves: they end now, so they cannot hold the drain up
    // (the pages reconnect, to another instance or to this one once it is back). The app keeps its
    // hub among the shared objects (lib/server/live/hub.ts).
    const streams = await shared.liveHub?.closeAll().catch(() => 0);
    if (streams) log.info("server", `${signal}: closed ${streams} live-update stream(s)`);
    const drained = await draining;
    if (!drained) {
      // a crowd of logins on a busy machine: the hashes, at a lower priority, may outlast the drain;
      // answered now, at the drain's end, not after the mail below (decision 206)
      log.error(
        "server",
        `${connections.inFlight} request(s) still running after ${config.shutdownDrainSeconds} s; answered 503 shutting_down`,
      );
      await connections.endAll(answerShuttingDown, ANSWERS_FLUSH_MS);
    }
    // the mail sender takes no new mail; one being sent may finish (decision 081): what is left
    // waits in the outbox for the next start, or another instance
    await shared.mailWorker?.stop(MAIL_STOP_MS).catch(() => {});
    try {
      const left = await closeDatabase(config.database, shared);
      if (left) log.info("server", left);
    } catch (error) {
      log.error("server", "closing the database failed:", error);
    }
    if (config.database.filePath) removeServerPid(config.database.filePath);
    log.info("server", "stopped");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
