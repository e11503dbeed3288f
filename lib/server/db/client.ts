import "server-only";
import { serverConfig } from "../config";
import { openDatabase, type Db, type DatabaseProvider, type RawReader } from "./connect";
import { setRecoveryProbe, watchFailure, watchSuccess } from "./fault-watch";

export type { Db, DatabaseProvider };

// The one Prisma client of the process, for the backend DATABASE_URL names, and its raw reader.
// Kept on globalThis so that dev-mode reloads reuse them and server.mjs closes them at shutdown.
const globalForDb = globalThis as unknown as { wunschlisteDb?: Db; wunschlisteReader?: RawReader };

const { database } = serverConfig;

export const databaseProvider: DatabaseProvider = database.provider;

const opened =
  globalForDb.wunschlisteDb && globalForDb.wunschlisteReader
    ? { db: globalForDb.wunschlisteDb, reader: globalForDb.wunschlisteReader }
    : openDatabase(
        database.provider === "postgresql"
          ? { provider: "postgresql", url: database.url, poolSize: serverConfig.databasePoolSize }
          : { provider: "sqlite", url: database.url },
        // every call's outcome, for the fault watch (docs/decisions/079-database-faults.md)
        { failed: watchFailure, succeeded: watchSuccess },
      );
globalForDb.wunschlisteDb = opened.db;
globalForDb.wunschlisteReader = opened.reader;

export const db: Db = opened.db;

/** Plain SQL past Prisma's client, for the hottest read only (see RawReader). */
export const rawReader: RawReader = opened.reader;

// While the database is away, this read tells when it is back, even when no request asks.
setRecoveryProbe(() => rawReader.rows('SELECT 1 FROM "List" LIMIT 1', []));
