import "server-only";
import { AppError } from "../errors";
import { db } from "./db/client";

/** Throws `database_unavailable` (503) when the database cannot answer a read of our own table. */
export async function checkDatabase(): Promise<void> {
  try {
    // A real table, not `SELECT 1`: an emptied, replaced or corrupt file must fail here.
    await db.list.findFirst({ select: { id: true } });
  } catch (error) {
    // One line, no stack: a monitor polls this path, and the cause is the same each time.
    console.error(`[health] database check failed: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
    throw new AppError("database_unavailable");
  }
}
