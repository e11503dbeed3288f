import "server-only";
import { sharedObjects } from "../../../server/shared.mjs";
import { serverConfig } from "../config";
import { openDatabase, type Db, type DatabaseProvider, type RawReader } from "./connect";
import { setRecoveryProbe, watchFailure, watchSuccess } from "./fault-watch";

export type { Db, DatabaseProvider };

// The one Prisma client of the process, for the backend DATABASE_URL names, and its raw reader.
// One per process (../../../server/shared.mjs), so that every route bundle and dev-mode reload uses
// them, and the server closes them at shutdown.

const { database } = serverConfig;

export const databaseProvider: DatabaseProvider = database.provider;

const objects = sharedObjects();
const opened =
  objects.database && objects.databaseReader
    ? { db: objects.database as Db, reader: objects.databaseReader as RawReader }
    : openDatabase(
        database.provider === "postgresql"
          ? { provider: "postgresql", url: database.url, poolSize: serverConfig.databasePoolSize }
          : { provider: "sqlite", url: database.url },
        // every call's outcome, for the fault watch (docs/decisions/079-database-faults.md)
        { failed: watchFailure, succeeded: watchSuccess },
      );
objects.database = opened.db;
objects.databaseReader = opened.reader;

export const db: Db = opened.db;

/** Plain SQL past Prisma's client, for the hottest read only (see RawReader). */
export const rawReader: RawReader = opened.reader;

// While the database is away, this read tells when it is back, even when no request asks.
setRecoveryProbe(() => rawReader.rows('SELECT 1 FROM "List" LIMIT 1', []));
