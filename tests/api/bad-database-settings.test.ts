// A DATABASE_URL the server cannot use ends the start at once with one line that names the setting
// and what to do: no hang, no stack (docs/decisions/217-what-the-operator-trips-over-a-fourth-time.md).
// Both ways in: `node server/main.mjs` (a unit, a container) and `npm start` (scripts/start.mjs, its
// setup migrates before the server is imported).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { itOnOneBackend } from "../support/backends";
import { repoRoot } from "../support/repo-files";
import { freePort, testBackend } from "../support/server";

const ENTRIES = { server: "server/main.mjs", "npm start": "scripts/start.mjs" } as const;
/** Far beyond a refused start (a second or two); a start that hangs is killed here and fails. */
const HANG_MS = 90_000;

/** Runs an entry until it exits by itself (or HANG_MS); its exit code (null: killed) and output. */
async function startUntilExit(entry: keyof typeof ENTRIES, databaseUrl: string, user?: number) {
  const child = spawn(process.execPath, [ENTRIES[entry]], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(await freePort()),
      DATABASE_URL: databaseUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...(user === undefined ? {} : { uid: user, gid: user }),
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const hang = setTimeout(() => child.kill("SIGKILL"), HANG_MS);
  const [code] = (await once(child, "exit")) as [number | null];
  clearTimeout(hang);
  return { code, output };
}

/** One refusal line, naming DATABASE_URL; never a stack, never listening. */
function expectOneLine({ code, output }: { code: number | null; output: string }, ...parts: string[]) {
  expect(code, output).toBe(1);
  const refusal = output
    .split("\n")
    .filter((line) => /^\[(setup|server)\] /.test(line) && line.includes("DATABASE_URL"));
  expect(refusal, output).toHaveLength(1);
  for (const part of parts) expect(refusal[0]).toContain(part);
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toContain("listening");
}

// a SQLite file's place: nothing of PostgreSQL's (decision 174)
describe.each(Object.keys(ENTRIES) as (keyof typeof ENTRIES)[])("a SQLite file it cannot use, by %s", (entry) => {
  itOnOneBackend("a folder that cannot be made (under /proc): ends at once instead of hanging", async () => {
    expectOneLine(await startUntilExit(entry, "file:/proc/nope/x.db"), "cannot make /proc/nope", "name another place");
  });

  itOnOneBackend("a folder where the file should be: says to name a file in it", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-folder-"));
    try {
      expectOneLine(
        await startUntilExit(entry, `file:${dir}`),
        `DATABASE_URL names ${dir}, which is a folder`,
        `file:${dir}/wunschliste.db`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // root may write anywhere: as root the server is started as nobody (65534)
  const unprivileged = process.getuid?.() === 0 ? 65534 : undefined;
  itOnOneBackend("a folder the server's user may not write in: says so, naming the folder", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-readonly-"));
    try {
      chmodSync(dir, 0o555);
      expectOneLine(
        await startUntilExit(entry, `file:${dir}/wunschliste.db`, unprivileged),
        `cannot write in ${dir}, the folder of DATABASE_URL's SQLite file (EACCES)`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(testBackend !== "postgresql")("a PostgreSQL it cannot use", () => {
  const admin = () => new URL(inject("postgresAdminUrl"));
  const cases: [string, () => Promise<string>, string][] = [
    [
      "a server that is down",
      async () => `postgresql://app:pw@127.0.0.1:${await freePort()}/wishes`,
      "is PostgreSQL running",
    ],
    [
      "a user it refuses",
      async () => `postgresql://nobody_here:pw@${admin().host}/postgres`,
      "check the user and password in DATABASE_URL",
    ],
    [
      "a database that is not there",
      async () => `postgresql://postgres@${admin().host}/not_made`,
      "create the database",
    ],
    [
      "a password with # not percent-encoded",
      async () => `postgresql://postgres:a#b@${admin().host}/postgres`,
      "DATABASE_URL is no valid URL",
    ],
  ];
  for (const entry of Object.keys(ENTRIES) as (keyof typeof ENTRIES)[]) {
    it.each(cases)(`${entry}: %s ends the start with one line saying what to do`, async (_, url, hint) => {
      expectOneLine(await startUntilExit(entry, await url()), "cannot reach the database", hint);
    });
  }
});
