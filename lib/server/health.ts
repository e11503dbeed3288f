import "server-only";
import { db } from "./db/client";

/** Throws when the database cannot answer a trivial query. */
export async function checkDatabase(): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}
