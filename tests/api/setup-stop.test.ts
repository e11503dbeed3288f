// `npm run setup` stopped while it builds (docs/decisions/239-a-stopped-backup-leaves-nothing-behind.md):
// a deploy script's `timeout`, a supervisor, Ctrl-C. Before, npm passed SIGTERM on to its shell,
// which ended; node waited in spawnSync for `npx next build`, which built on for minutes after npm
// had said the setup ended. Now the script `exec`s node, which ends the build with the signal.
// The build goes into a dist folder of its own (NEXT_DIST_DIR), so the checkout's build is untouched.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { testBackend } from "../support/server";

const root = path.resolve(import.meta.dirname, "../..");

/** Command lines of the processes whose environment has `variable` (this test's build and its workers). */
function processesWith(variable: string): string[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        if (!readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes(variable)) return [];
        return [readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ")];
      } catch {
        return []; // gone, or not ours to read
      }
    });
}

// The build does not depend on the database: once. On the PostgreSQL pass, not the SQLite one: next
// build rewrites the checkout's tsconfig.json and next-env.d.ts for its dist folder until the test
// puts them back, and beside the SQLite pass run the checks (tsc, prettier) and the container build,
// which read both (scripts/test.mjs); beside the PostgreSQL pass runs the browser pass, which does not.
describe.skipIf(testBackend !== "postgresql")("npm run setup and SIGTERM", () => {
  it("ends the build with npm: its next build is gone when npm has ended", async () => {
    const distDir = `.next-setup-stop-${process.pid}`;
    const work = mkdtempSync(path.join(os.tmpdir(), "wunschliste-setup-stop-"));
    // next build adds its dist folder's types to these two; the checkout keeps its own
    const touched = ["tsconfig.json", "next-env.d.ts"].map((file) => [
      file,
      readFileSync(path.join(root, file), "utf8"),
    ]);
    onTestFinished(() => {
      for (const [file, text] of touched) writeFileSync(path.join(root, file!), text!);
      rmSync(path.join(root, distDir), { recursive: true, force: true });
      rmSync(work, { recursive: true, force: true });
    });
    const marker = `NEXT_DIST_DIR=${distDir}`;
    const npm = spawn("npm", ["run", "setup"], {
      cwd: root,
      env: { ...process.env, NEXT_DIST_DIR: distDir, DATABASE_URL: `file:${path.join(work, "setup.db")}` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout.on("data", (chunk) => (output += chunk));
    npm.stderr.on("data", (chunk) => (output += chunk));
    // exited, not closed: a build that outlived npm (before) would hold the output open
    const exited = new Promise<number | null>((resolve) => npm.once("exit", resolve));
    const building = () => processesWith(marker).some((command) => command.includes("/next build"));
    await expect.poll(building, { timeout: 120_000, interval: 200 }).toBe(true);

    npm.kill("SIGTERM");
    const status = await exited;
    // the build itself is setup's child, waited for before setup exits
    expect(building(), output).toBe(false);
    expect(status).not.toBe(0);
    expect(output).toMatch(/\[setup\] stopped by SIGTERM: .*next build ended/);
    // its workers end with it (next build's own SIGTERM handler)
    await expect.poll(() => processesWith(marker), { timeout: 60_000, interval: 200 }).toEqual([]);
  }, 240_000);
});
