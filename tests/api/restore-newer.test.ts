// `npm run restore` of a backup a newer version made (docs/decisions/235-what-the-operator-trips-over-a-seventh-time.md):
// an operator who rolled back an update restores last night's backup, taken after the update had
// migrated the database beyond what this code runs on. The restore put it in place, moved the
// working database aside, and only then failed at the migration: the server no longer started
// ("migrated by a newer version"). It now checks the backup's schema before it replaces anything.
// A newer version is played as in schema-versions.test.ts: today's migrations and a contract one.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIRS } from "../../server/migrations/folders.mjs";
import { testBackend } from "../support/server";

const root = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(os.tmpdir(), "wunschliste-restore-newer-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const EXPAND = "29990101000000_newer_expand";
const CONTRACT = "29990102000000_newer_contract";

/** Runs `script` as `npm run <script>` does, on the SQLite file `database`. */
function run(script: "migrate" | "restore", database: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(root, `scripts/${script}.mjs`), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: `file:${database}`, INIT_CWD: work },
    encoding: "utf8",
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

const digest = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

describe.skipIf(testBackend !== "sqlite")("restoring a backup a newer version migrated", () => {
  it("refuses before it replaces anything: the working database stays, and says why", () => {
    // the working database, migrated by today's code in a process of its own (restore refuses a
    // file this test process would hold open)
    const live = path.join(work, "wunschliste.db");
    expect(run("migrate", live).code).toBe(0);
    const before = digest(live);

    // the backup: the same migrations, then a newer version's expand and contract
    const newer = path.join(work, "newer-migrations");
    cpSync(MIGRATIONS_DIRS.sqlite, newer, { recursive: true });
    const sql = {
      [EXPAND]: 'ALTER TABLE "List" ADD COLUMN "newerSetting" TEXT;\n',
      [CONTRACT]: `-- contract-after: ${EXPAND}\nALTER TABLE "List" DROP COLUMN "eventNote";\n`,
    };
    for (const [name, text] of Object.entries(sql)) {
      mkdirSync(path.join(newer, name));
      writeFileSync(path.join(newer, name, "migration.sql"), text);
    }
    // in a process of its own too: its file complete when the process ends (no -wal left behind)
    const made = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { migrate } = await import("./server/migrations.mjs");
        await migrate({ databaseUrl: process.env.DATABASE_URL, log: () => {}, migrationsDir: process.env.NEWER });`,
      ],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: `file:${path.join(work, "newer.db")}`, NEWER: newer },
        encoding: "utf8",
      },
    );
    expect(made.status, made.stderr).toBe(0);

    const refused = run("restore", live, "newer.db");
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toContain("migrated by a newer version of Wunschliste");
    expect(refused.out).not.toContain("restored");
    // nothing replaced, nothing set aside: the server starts on what was there
    expect(digest(live)).toBe(before);
    expect(readdirSync(work).filter((name) => name.includes(".replaced-") || name.includes(".restoring"))).toEqual([]);
    expect(run("migrate", live).out).toContain("up to date");
  });
});
