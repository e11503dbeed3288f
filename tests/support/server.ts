// Starts the real production server (server/main.mjs, built app) on a free port with a fresh database:
// a SQLite file in a temp dir, or with TEST_DATABASE=postgresql a database of its own on the run's
// throwaway cluster (tests/support/postgres-global.ts). Every API test file gets its own, so tests
// never share data or limits.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { migrate } from "../../server/migrations.mjs";
import { freePort } from "../../scripts/postgres-cluster.mjs";
import { cpuRecorder } from "./cpu-log";
import { TEMPLATE_DATABASE } from "./postgres-global";

export { freePort };

/** The backend this pass runs on: `npm test` runs the API project once per backend. */
export const testBackend: "sqlite" | "postgresql" =
  process.env.TEST_DATABASE === "postgresql" ? "postgresql" : "sqlite";

const root = path.resolve(import.meta.dirname, "../..");

export type TestServer = {
  baseUrl: string;
  port: number;
  /** The SQLite file (throws on PostgreSQL: tests that need a file run on SQLite only). */
  databaseFile: string;
  databaseUrl: string;
  /** Server output so far (for failure messages). */
  output: () => string;
  /** The server's process id (for its memory maps, /proc/<pid>). */
  pid: number;
  /** Closes the pipes the server logs into, as a log reader that goes away does. */
  closeLog: () => void;
  /** Sends a signal; resolves with the exit code once the process has ended. */
  signal: (signal: NodeJS.Signals) => Promise<number | null>;
  stop: () => Promise<void>;
};

/**
 * How the test waits for the server, and so what its first request is: `api` asks /api/health;
 * `page` asks for a list page (/web/?slug=…) until one answers, the way a user's first visit
 * starts a server's life: the app's modules are then first loaded by the page's bundle.
 */
export type StartOptions = {
  firstRequest?: "api" | "page";
  /** A checkout whose server runs instead of this one's (an earlier release, built). */
  root?: string;
  /** The port to listen on (default: a free one). */
  port?: number;
};

/** A slug no list has: the page answers its 404, after loading everything a list page loads. */
const PAGE_FIRST_PATH = "/web/?slug=pagefirst0000";

/** Waits until `/api/health` answers 200 (after a list page with `firstRequest: "page"`); throws with the output when the server exits or takes 90 s. */
export async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  firstRequest: StartOptions["firstRequest"] = "api",
): Promise<void> {
  const deadline = Date.now() + 90_000;
  let pageAnswered = firstRequest !== "page";
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    try {
      if (!pageAnswered) {
        await (await fetch(`${baseUrl}${PAGE_FIRST_PATH}`)).text();
        pageAnswered = true;
      }
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not become healthy in 90 s:\n${output()}`);
}

export type FreshDatabase = {
  /** A temp dir for the test's files (the SQLite file lives here). */
  dir: string;
  /** The SQLite file; throws on PostgreSQL. */
  readonly databaseFile: string;
  databaseUrl: string;
  /** Removes the dir and, on PostgreSQL, drops the database. */
  remove: () => Promise<void>;
};

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${inject("postgresAdminUrl")}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database of this pass's backend, empty but for the migrations; with `migrated: false`
 * not even those (a test that runs the migrations itself, e.g. from an older version).
 */
export async function freshDatabase({ migrated = true } = {}): Promise<FreshDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-test-"));
  if (testBackend === "postgresql") {
    if (!inject("postgresAdminUrl")) throw new Error("TEST_DATABASE=postgresql but no cluster was started");
    const name = `test_${randomBytes(6).toString("hex")}`;
    // a copy of the migrated template: a few ms instead of running every migration again
    await adminQuery(`CREATE DATABASE "${name}"${migrated ? ` TEMPLATE "${TEMPLATE_DATABASE}"` : ""}`);
    return {
      dir,
      get databaseFile(): string {
        throw new Error("this test needs a SQLite file; skip it on PostgreSQL");
      },
      databaseUrl: `${inject("postgresAdminUrl")}/${name}`,
      remove: async () => {
        rmSync(dir, { recursive: true, force: true });
        await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  const databaseFile = path.join(dir, "test.db");
  const databaseUrl = `file:${databaseFile}`;
  if (migrated) await migrate({ databaseUrl, log: () => {} });
  return { dir, databaseFile, databaseUrl, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** The server's entry in `checkout`: server/main.mjs, or server.mjs in releases before 0.2.0. */
export function serverEntry(checkout = root): string {
  const entry = path.join(checkout, "server", "main.mjs");
  return existsSync(entry) ? entry : path.join(checkout, "server.mjs");
}

/** Runs the server (of `checkout`) with `env` added to a test environment; the caller waits and cleans up. */
export function spawnServer(env: Record<string, string>, checkout = root): ChildProcess {
  return spawn(process.execPath, [serverEntry(checkout)], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      HOST: "127.0.0.1",
      // generous defaults so ordinary tests never trip a limit; limit tests lower them
      RATE_LIMIT_RESERVATIONS: "100000",
      RATE_LIMIT_CREATES: "100000",
      RATE_LIMIT_FAILED_IMPORTS: "100000",
      // argon2id at the least cost: a test server is told so (decision 159); a test of the real
      // cost sets "0", and so does TEST_CHEAP_PASSWORD_HASHES=0 for a whole run
      TEST_CHEAP_PASSWORD_HASHES: process.env.TEST_CHEAP_PASSWORD_HASHES ?? "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/**
 * `env` overrides the server's environment, e.g. `{ RATE_LIMIT_LOGIN_FAILURES: "3" }`. `shared`:
 * a database from freshDatabase() that several servers use (its caller removes it); by default the
 * server gets a fresh one, removed when it stops.
 */
export async function startServer(
  env: Record<string, string> = {},
  shared?: FreshDatabase,
  { firstRequest, root: checkout, port: chosenPort }: StartOptions = {},
): Promise<TestServer> {
  const database = shared ?? (await freshDatabase());
  const removeDatabase = () => (shared ? Promise.resolve() : database.remove());
  const { databaseUrl } = database;
  let port = 0;
  let baseUrl = "";
  let log = "";
  let child: ChildProcess;
  const output = () => log;
  // A free port is free when asked, not when the server listens: another test's connection may
  // take it meanwhile (the kernel hands out the same ephemeral range). Then a fresh port, twice.
  for (let attempt = 1; ; attempt += 1) {
    port = chosenPort ?? (await freePort());
    baseUrl = `http://127.0.0.1:${port}`;
    log = "";
    child = spawnServer({ DATABASE_URL: databaseUrl, PORT: String(port), ...env }, checkout);
    child.stdout?.on("data", (chunk) => (log += chunk));
    child.stderr?.on("data", (chunk) => (log += chunk));
    try {
      await waitForHealth(baseUrl, child, output, firstRequest);
      break;
    } catch (error) {
      child.kill("SIGKILL");
      const portTaken = child.exitCode === 1 && /is already in use/.test(log);
      if (portTaken && chosenPort === undefined && attempt < 3) continue;
      await removeDatabase();
      throw error;
    }
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const cpu = cpuRecorder(child.pid as number, databaseUrl);
  return {
    baseUrl,
    port,
    get databaseFile() {
      return database.databaseFile;
    },
    databaseUrl,
    output,
    pid: child.pid as number,
    closeLog: () => {
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
    signal: async (signal) => {
      child.kill(signal);
      return exited;
    },
    stop: async () => {
      if (child.exitCode === null) {
        cpu.stopping();
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      await removeDatabase();
    },
  };
}
