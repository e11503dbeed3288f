// `npm run backup` stopped mid-copy (docs/decisions/239-a-stopped-backup-leaves-nothing-behind.md):
// systemd stopping the timer's unit at shutdown, a deploy script's `timeout`, Ctrl-C, a closed
// terminal. Before, a SIGTERM to npm ended npm and its shell; pg_dump (run with spawnSync) and the
// node around it went on, and the half-written file carried the backup's name until they ended.
// The copy is kept waiting by a lock the test holds (a table pg_dump must read, the SQLite file),
// so it is mid-copy, its file open, when the signal comes, however slow the machine: no timing.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { describe, expect, it, onTestFinished } from "vitest";
import { openDatabase } from "../support/database";
import { freshDatabase, testBackend, type FreshDatabase } from "../support/server";

const root = path.resolve(import.meta.dirname, "../..");

/** Processes of this machine (ps would show them) whose command line names `text`. */
function processesNaming(text: string): { pid: number; command: string; files: string[] }[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
        if (!command.includes(text)) return [];
        const files = readdirSync(`/proc/${pid}/fd`).map((fd) => {
          try {
            return readlinkSync(`/proc/${pid}/fd/${fd}`);
          } catch {
            return "";
          }
        });
        return [{ pid: Number(pid), command, files }];
      } catch {
        return []; // gone, or not ours to read
      }
    });
}

/**
 * Holds what the backup's copy has to wait for, and tells when the copy waits for it: on
 * PostgreSQL an ACCESS EXCLUSIVE lock on "Item" (pg_dump locks every table it dumps, one session
 * waiting; Debian's pg_dump is its wrapper's exec of /usr/lib/postgresql/<n>/bin/pg_dump), on SQLite the file locked exclusively (the copying process has it open and waits; its
 * busy timeout is 10 s, the signal comes as soon as it is seen waiting).
 */
async function holdCopy(database: FreshDatabase, target: string) {
  if (testBackend === "postgresql") {
    const holder = openDatabase(database.databaseUrl);
    const watcher = openDatabase(database.databaseUrl);
    await holder.execute(`BEGIN; LOCK TABLE "Item" IN ACCESS EXCLUSIVE MODE`);
    return {
      copying: async () =>
        Number(
          (
            await watcher.execute(
              "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
            )
          ).rows[0]!.n,
        ) === 1 && processesNaming(target).some(({ command }) => /^\S*pg_dump /.test(command)),
      release: async () => {
        // pg_dump's session, its client ended, waits on until the lock goes
        await holder.execute("ROLLBACK").catch(() => {});
        await Promise.all([holder.close().catch(() => {}), watcher.close().catch(() => {})]);
      },
    };
  }
  // migrated by a child: a file this process migrated stays open in it until a collection
  const migrated = spawnSync(process.execPath, [path.join(root, "scripts/migrate.mjs")], {
    env: { ...process.env, DATABASE_URL: database.databaseUrl },
    encoding: "utf8",
  });
  expect(migrated.status, migrated.stderr).toBe(0);
  const holder = createClient({ url: database.databaseUrl });
  await holder.executeMultiple("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;");
  return {
    copying: async () =>
      processesNaming(target).some(
        ({ command, files }) => !command.startsWith("npm") && files.includes(database.databaseFile),
      ),
    release: async () => holder.close(),
  };
}

describe("a backup stopped mid-copy", () => {
  it.each([
    { how: "SIGTERM to npm (systemd, timeout)", signal: "SIGTERM" as const, viaNpm: true, code: 143 },
    { how: "SIGHUP to node (a closed terminal)", signal: "SIGHUP" as const, viaNpm: false, code: 129 },
    // systemd's stop signals every process of the unit, Ctrl-C every process of the terminal's group
    {
      how: "SIGTERM to every process (systemctl stop)",
      signal: "SIGTERM" as const,
      viaNpm: true,
      code: 143,
      group: true,
    },
  ])(
    "$how: no file under the backup's name, no partial file, no copying process",
    async ({ signal, viaNpm, code, group }) => {
      const database = await freshDatabase({ migrated: testBackend === "postgresql" });
      onTestFinished(() => database.remove());
      const target = path.join(database.dir, testBackend === "postgresql" ? "nightly.dump" : "nightly.db");
      const held = await holdCopy(database, target);
      onTestFinished(() => held.release());

      const [command, args] = viaNpm
        ? ["npm", ["run", "backup", "--", target]]
        : [process.execPath, [path.join(root, "scripts/backup.mjs"), target]];
      const backup = spawn(command, args, {
        cwd: root,
        env: { ...process.env, DATABASE_URL: database.databaseUrl },
        stdio: ["ignore", "pipe", "pipe"],
        detached: group === true, // a process group of its own, as the unit's processes are
      });
      let output = "";
      backup.stdout.on("data", (chunk) => (output += chunk));
      backup.stderr.on("data", (chunk) => (output += chunk));
      // exited, not closed: a child that outlived it (before) would hold the output open
      const exited = new Promise<number | null>((resolve) => backup.once("exit", (status) => resolve(status)));
      const closed = new Promise((resolve) => backup.once("close", resolve));
      await expect.poll(held.copying, { timeout: 60_000, interval: 100 }).toBe(true);

      if (group) process.kill(-backup.pid!, signal);
      else backup.kill(signal);
      const status = await exited;
      // right as it ended: nothing named for the backup, nothing left copying
      const left = readdirSync(database.dir).filter((name) => name.startsWith(path.basename(target)));
      const running = processesNaming(target).map(({ command }) => command);
      expect({ left, running }, output).toEqual({ left: [], running: [] });
      await closed;
      expect(output).toContain(`error: backup stopped by ${signal}; nothing written to ${target}`);
      if (!viaNpm) expect(status).toBe(code);
      else expect(status).not.toBe(0);
    },
    120_000,
  );
});

describe("a backup not stopped", () => {
  it("is written under its name and leaves no partial file", async () => {
    const database = await freshDatabase();
    onTestFinished(() => database.remove());
    const target = path.join(database.dir, "kept.db");
    const backup = spawn("npm", ["run", "backup", "--", target], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    backup.stdout.on("data", (chunk) => (output += chunk));
    backup.stderr.on("data", (chunk) => (output += chunk));
    const status = await new Promise<number | null>((resolve) => backup.once("close", resolve));
    expect(status, output).toBe(0);
    expect(output).toContain(`backup written to ${target}`);
    expect(existsSync(target)).toBe(true);
    expect(readdirSync(database.dir).filter((name) => name.includes(".partial"))).toEqual([]);
  }, 60_000);
});
