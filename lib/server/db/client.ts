import "server-only";
import { PrismaLibSql } from "@prisma/adapter-libsql";
import { serverConfig } from "../config";
import { PrismaClient } from "./generated/client";

// The one Prisma client of the process. Kept on globalThis so dev-mode reloads reuse it.
const globalForDb = globalThis as unknown as { wunschlisteDb?: PrismaClient };

function createDb(): PrismaClient {
  // busy timeout: a write waits for a concurrent one instead of failing with SQLITE_BUSY.
  const adapter = new PrismaLibSql({ url: serverConfig.database.url, timeout: 5000 });
  return new PrismaClient({ adapter });
}

export const db = globalForDb.wunschlisteDb ?? createDb();
globalForDb.wunschlisteDb = db;
