// `npm run migrate` stopped with SIGTERM (docs/decisions/235-what-the-operator-trips-over-a-seventh-time.md),
// as a deploy script's `timeout 60 npm run migrate` or a supervisor sends it: to npm. npm passes it
// on to the shell that runs the script, which (Debian's dash) ended without passing it on, so the
// migration went on waiting for the lock of another instance's migration and ran once that let go,
// after the operator was told it had stopped. The script now `exec`s node, which gets the signal
// and ends; the lock let go, nothing is migrated. The lock that makes it wait is PostgreSQL's
// (SQLite migrates in a moment), so only the PostgreSQL pass runs this.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { openDatabase } from "../support/database";
import { freshDatabase, testBackend } from "../support/server";

const root = path.resolve(import.meta.dirname, "../..");
/** server/migrations/postgresql-session.mjs's POSTGRESQL_MIGRATION_LOCK. */
const MIGRATION_LOCK = 72707369;

/** Whether a `scripts/migrate.mjs` for `databaseUrl` still runs (as `ps` would show it). */
function migrationRunning(databaseUrl: string): boolean {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .some((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
        const env = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
        return command.includes("scripts/migrate.mjs") && env.includes(`DATABASE_URL=${databaseUrl}`);
      } catch {
        return false; // gone, or not ours to read
      }
    });
}

describe.skipIf(testBackend !== "postgresql")("npm run migrate and SIGTERM", () => {
  it("stops the migration waiting for the lock: once npm has ended, nothing is migrated", async () => {
    const database = await freshDatabase({ migrated: false });
    const holder = openDatabase(database.databaseUrl);
    const watcher = openDatabase(database.databaseUrl);
    const waiting = async () =>
      Number(
        (
          await watcher.execute(
            "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
          )
        ).rows[0]!.n,
      );
    const holderPid = Number((await holder.execute("SELECT pg_backend_pid() AS pid")).rows[0]!.pid);
    onTestFinished(async () => {
      // a migration that outlived npm (before the fix): its session ended, so it fails and exits
      await watcher
        .execute(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid NOT IN (pg_backend_pid(), ?)",
          [holderPid],
        )
        .catch(() => {});
      await Promise.all([holder.close().catch(() => {}), watcher.close().catch(() => {})]);
      await database.remove();
    });
    // another instance's migration, as far as this one can tell
    await holder.execute(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    const npm = spawn("npm", ["run", "migrate"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout.on("data", (chunk) => (output += chunk));
    npm.stderr.on("data", (chunk) => (output += chunk));
    const npmExited = new Promise<void>((resolve) => npm.once("exit", () => resolve()));
    await expect.poll(waiting, { timeout: 60_000, interval: 200 }).toBe(1);

    npm.kill("SIGTERM");
    await npmExited;
    // the other migration ends; a migration that outlived npm would now run and end (before: it did)
    await holder.execute(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    await expect.poll(() => migrationRunning(database.databaseUrl), { timeout: 60_000, interval: 200 }).toBe(false);
    const tables = await watcher.execute("SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'");
    expect(Number(tables.rows[0]!.n), output).toBe(0);
  }, 120_000);
});
