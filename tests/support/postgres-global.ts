// Vitest global setup of the API project. With TEST_DATABASE=postgresql (the second pass of
// `npm test`) it starts one throwaway PostgreSQL cluster for the whole run, migrates a template
// database, and hands its address to the test files; each file's server then gets its own
// database copied from the template (tests/support/server.ts). Stopped and removed at the end.
import type { TestProject } from "vitest/node";
import { migrate } from "../../server/migrations.mjs";
import { startCluster } from "../../scripts/postgres-cluster.mjs";

export const TEMPLATE_DATABASE = "wunschliste_template";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the run's cluster (without a database name); "" on the SQLite pass. */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE !== "postgresql") {
    project.provide("postgresAdminUrl", "");
    return;
  }
  const cluster = await startCluster();
  await cluster.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  await migrate({ databaseUrl: cluster.url(TEMPLATE_DATABASE), log: () => {} });
  project.provide("postgresAdminUrl", cluster.url("").replace(/\/$/, ""));
  return async () => {
    await cluster.remove();
  };
}
