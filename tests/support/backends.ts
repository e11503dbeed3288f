// Which pass runs an API test (docs/decisions/174-one-backend-tests.md).
// `npm test` runs the API files on SQLite, then again on PostgreSQL. A plain `describe` or `it` runs
// on both: anything that writes or reads rows and depends on how (limits, mail outboxes, draws, live
// events, migrations, upgrades, stored text) must. What the database cannot change — the page
// reader and its bounds, body parsers' bounds, process start and stop, the request log, memory,
// static files, headers — runs once, on the SQLite pass; on the PostgreSQL pass Vitest counts it as
// skipped, so the count stays visible.
import { describe, it } from "vitest";
import { testBackend } from "./server";

/** The pass that runs what the database cannot change: the quicker one, not on CI's critical path. */
const ONE_BACKEND = "sqlite" satisfies typeof testBackend;

const elsewhere = testBackend !== ONE_BACKEND;

/** A block whose behaviour does not depend on the database: runs on the SQLite pass only. */
export const describeOnOneBackend = describe.skipIf(elsewhere);

/** One test whose behaviour does not depend on the database, in a block that runs on both. */
export const itOnOneBackend = it.skipIf(elsewhere);
