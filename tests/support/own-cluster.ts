// A PostgreSQL cluster of one test's own, for tests that stop and start the database server
// (tests/api/database-restart.test.ts, picture-backfill-restart.test.ts,
// metrics-database-away.test.ts) while the shared cluster serves the other test files. Removed when
// the test finishes.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";
import { migrate } from "../../server/migrations.mjs";
import { startCluster } from "../../scripts/postgres-cluster.mjs";
import type { FreshDatabase } from "./server";

/** A started cluster with one migrated database `name`, as a database servers may share. */
export async function ownCluster(name: string) {
  const cluster = await startCluster();
  onTestFinished(() => cluster.remove());
  await cluster.query(`CREATE DATABASE "${name}"`);
  const databaseUrl = cluster.url(name);
  await migrate({ databaseUrl, log: () => {} });
  const dir = mkdtempSync(path.join(os.tmpdir(), `wunschliste-${name}-`));
  const shared: FreshDatabase = {
    dir,
    get databaseFile(): string {
      throw new Error("PostgreSQL");
    },
    databaseUrl,
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
  onTestFinished(() => shared.remove());
  return { cluster, shared };
}
