import "server-only";
import { AppError } from "../../lib/errors";
import { db } from "../../lib/server/db/client";
import { sharedObjects } from "../../server/shared.mjs";
import { refusalFor, RETRY_AFTER_SECONDS } from "../../lib/server/db/fault-watch";
import { databaseErrorLine } from "../../lib/server/db/fault-kind";
import { logger } from "../../server/log.mjs";

/**
 * Throws `database_unavailable` (503) when the database cannot answer a read of our own table.
 * A full disk is no failure here: reads go on, and neither a restart nor another instance on the
 * same volume would help (docs/decisions/079-database-faults.md).
 */
export async function checkDatabase(): Promise<void> {
  try {
    // A real table, not `SELECT 1`: an emptied, replaced or corrupt file must fail here.
    await db.list.findFirst({ select: { id: true } });
  } catch (error) {
    // A fault is logged once by the fault watch; anything else (a damaged file) in one line, no
    // stack: a monitor polls this path, and the cause is the same each time.
    if (refusalFor(error)?.code !== "database_unavailable") {
      logger().error("health", `database check failed: ${databaseErrorLine(error)}`);
    }
    throw new AppError("database_unavailable", { retryAfterSeconds: RETRY_AFTER_SECONDS.database_unavailable });
  }
}

/**
 * Readiness: may a proxy send this instance new requests? Not while it drains after SIGTERM
 * (server/main.mjs sets the flag as the drain begins: 503 `shutting_down`, so the proxy moves on before
 * the process exits), nor while its database does not answer. Liveness is `checkDatabase` alone.
 */
export async function checkReady(): Promise<void> {
  if (sharedObjects().draining) throw new AppError("shutting_down");
  await checkDatabase();
}
