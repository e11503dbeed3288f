// Starts the real production server (server.mjs, built app) on a free port with a fresh SQLite
// file in a temp dir. Every API test file gets its own, so tests never share data or limits.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { migrate } from "../../scripts/migrate.mjs";

const root = path.resolve(import.meta.dirname, "../..");

export type TestServer = {
  baseUrl: string;
  port: number;
  databaseFile: string;
  /** Server output so far (for failure messages). */
  output: () => string;
  /** Sends a signal; resolves with the exit code once the process has ended. */
  signal: (signal: NodeJS.Signals) => Promise<number | null>;
  stop: () => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not become healthy in 90 s:\n${output()}`);
}

/** A migrated SQLite file in a fresh temp dir. */
export async function freshDatabase(): Promise<{ dir: string; databaseFile: string; databaseUrl: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-test-"));
  const databaseFile = path.join(dir, "test.db");
  const databaseUrl = `file:${databaseFile}`;
  await migrate({ databaseUrl, log: () => {} });
  return { dir, databaseFile, databaseUrl };
}

/** Runs server.mjs with `env` added to a test environment; the caller waits and cleans up. */
export function spawnServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(root, "server.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      HOST: "127.0.0.1",
      // generous defaults so ordinary tests never trip a limit; limit tests lower them
      RATE_LIMIT_RESERVATIONS: "100000",
      RATE_LIMIT_CREATES: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** `env` overrides the server's environment, e.g. `{ RATE_LIMIT_LOGIN_FAILURES: "3" }`. */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const { dir, databaseFile, databaseUrl } = await freshDatabase();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = "";
  const child = spawnServer({ DATABASE_URL: databaseUrl, PORT: String(port), ...env });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const output = () => log;
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    baseUrl,
    port,
    databaseFile,
    output,
    signal: async (signal) => {
      child.kill(signal);
      return exited;
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
