import "server-only";
import { serverConfig } from "../config";
import { connectDatabase, type Db, type DatabaseProvider } from "./connect";

export type { Db, DatabaseProvider };

// The one Prisma client of the process, for the backend DATABASE_URL names. Kept on globalThis so
// dev-mode reloads reuse it.
const globalForDb = globalThis as unknown as { wunschlisteDb?: Db };

const { database } = serverConfig;

export const databaseProvider: DatabaseProvider = database.provider;

export const db: Db =
  globalForDb.wunschlisteDb ??
  connectDatabase(
    database.provider === "postgresql"
      ? { provider: "postgresql", url: database.url, poolSize: serverConfig.databasePoolSize }
      : { provider: "sqlite", url: database.url },
  );
globalForDb.wunschlisteDb = db;
