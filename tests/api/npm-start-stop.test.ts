// `npm start` stopped with SIGTERM (docs/decisions/232-what-the-operator-trips-over-a-sixth-time.md),
// as README.md says ("Stop it with SIGTERM or Ctrl-C") and as any supervisor but systemd's cgroup
// sends it: to the process it started, npm. npm passes the signal on to the shell that runs the
// script; that shell (Debian's dash) ended without passing it on, and the server went on serving
// with nobody's parent, holding the port and the database, so the next start failed with "port in
// use" and a restore refused the file. The script now `exec`s node, which gets the signal itself.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { freePort, freshDatabase, testBackend, waitForHealth } from "../support/server";

const root = path.resolve(import.meta.dirname, "../..");

const answers = (baseUrl: string) =>
  fetch(`${baseUrl}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

/** Whether `pid` is still the `npm start` server listening on `port`. */
function ownServer(pid: number, port: number): boolean {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    const env = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
    return command.includes("scripts/start.mjs") && env.includes(`PORT=${port}`);
  } catch {
    return false; // gone
  }
}

describe.skipIf(testBackend !== "sqlite")("npm start and SIGTERM", () => {
  it("drains and stops the server, and npm exits 0", async () => {
    const database = await freshDatabase();
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const npm = spawn("npm", ["start"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: database.databaseUrl,
        TEST_CHEAP_PASSWORD_HASHES: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout.on("data", (chunk) => (output += chunk));
    npm.stderr.on("data", (chunk) => (output += chunk));
    const npmExited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
    let serverPid = 0;
    onTestFinished(async () => {
      if (npm.exitCode === null) npm.kill("SIGKILL");
      // only the server this test started, should it have outlived npm (its pid not yet reused)
      if (serverPid > 0 && ownServer(serverPid, port)) process.kill(serverPid, "SIGKILL");
      await database.remove();
    });
    await waitForHealth(baseUrl, npm, () => output);
    // the server's own pid (server/pid-file.mjs), to end it here if it outlives npm
    serverPid = Number(readFileSync(`${database.databaseFile}.server.pid`, "utf8"));
    expect(serverPid).toBeGreaterThan(0);

    npm.kill("SIGTERM");
    expect(await npmExited).toBe(0);
    // the port is let go: nothing answers there once npm has ended
    await expect.poll(() => answers(baseUrl), { timeout: 60_000, interval: 500 }).toBe(false);
    expect(output).toContain("[server] SIGTERM: draining");
    expect(output).toMatch(/^\[server\] stopped$/m);
  });
});
