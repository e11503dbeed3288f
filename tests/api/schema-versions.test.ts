// A database and code of different versions (issue 43, c; docs/decisions/084-expand-contract-
// migrations.md). A newer version is played by today's migrations plus two of its own: one that
// only adds (expand), which today's code runs on — a rolling update, or a roll back — and one that
// removes what today's code reads (contract, `-- contract-after:`), which today's code must refuse
// with a clear word instead of saying "up to date". On the pass's backend.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../server/migrations.mjs";
import { MIGRATIONS_DIRS } from "../../server/migrations/folders.mjs";
import { createApi } from "../support/api";
import { freePort, freshDatabase, spawnServer, startServer, testBackend, type FreshDatabase } from "../support/server";

const root = path.resolve(import.meta.dirname, "../..");
const EXPAND = "29990101000000_newer_expand";
const CONTRACT = "29990102000000_newer_contract";
const NEWER_WORDS = `migrated by a newer version of Wunschliste: its migration ${CONTRACT} needs code that knows ${EXPAND}`;

let folders: string;
/** Today's migrations and the newer version's first (expand) migration. */
let expanded: string;
/** … and its second, a contract migration. */
let contracted: string;

function newerVersion(name: string, migrations: Record<string, string>): string {
  const dir = path.join(folders, name);
  cpSync(MIGRATIONS_DIRS[testBackend], dir, { recursive: true });
  for (const [migration, sql] of Object.entries(migrations)) {
    mkdirSync(path.join(dir, migration));
    writeFileSync(path.join(dir, migration, "migration.sql"), sql);
  }
  return dir;
}

const expandSql = `-- a newer version's new setting and table: today's code neither reads nor needs them
ALTER TABLE "List" ADD COLUMN "newerSetting" TEXT;
CREATE TABLE "NewerThing" ("id" TEXT NOT NULL PRIMARY KEY);
`;
const contractSql = `-- contract-after: ${EXPAND}
-- the newer version stopped reading the event note; today's code still does
ALTER TABLE "List" DROP COLUMN "eventNote";
`;

beforeAll(() => {
  folders = mkdtempSync(path.join(os.tmpdir(), "wunschliste-newer-"));
  expanded = newerVersion("expanded", { [EXPAND]: expandSql });
  contracted = newerVersion("contracted", { [EXPAND]: expandSql, [CONTRACT]: contractSql });
});
afterAll(() => rmSync(folders, { recursive: true, force: true }));

/** A database migrated by the newer version whose migrations are in `dir`. */
async function migratedBy(dir: string): Promise<FreshDatabase> {
  const database = await freshDatabase({ migrated: false });
  await migrate({ databaseUrl: database.databaseUrl, log: () => {}, migrationsDir: dir });
  return database;
}

/** The server on `database`, expected to stop by itself; resolves with its exit code and output. */
async function failedStart(database: FreshDatabase): Promise<{ code: number | null; output: string }> {
  const child = spawnServer({ DATABASE_URL: database.databaseUrl, PORT: String(await freePort()) });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const killer = setTimeout(() => child.kill("SIGKILL"), 90_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    }),
  );
}

describe("a database a newer version expanded", () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await migratedBy(expanded);
  });
  afterAll(() => database?.remove());

  it("is one today's code runs on: migrate says so and applies nothing, the server serves", async () => {
    const lines: string[] = [];
    const result = await migrate({ databaseUrl: database.databaseUrl, log: (line) => lines.push(line) });
    expect(result).toMatchObject({ applied: 0, newer: [EXPAND] });
    expect(lines.join("\n")).toContain(`1 migration(s) of a newer version (${EXPAND})`);
    const server = await startServer({}, database);
    try {
      const api = createApi(server.baseUrl);
      const list = await api.createList("Während des Updates");
      await api.addItem(list, { title: "Buch" });
      expect((await api.getList(list.slug)).json.items.map((item) => item.title)).toEqual(["Buch"]);
    } finally {
      await server.stop();
    }
  });
});

describe("a database a newer version contracted", () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await migratedBy(contracted);
  });
  afterAll(() => database?.remove());

  it("is refused by migrate with a clear word, and npm run migrate exits 1 instead of 'up to date'", async () => {
    await expect(migrate({ databaseUrl: database.databaseUrl, log: () => {} })).rejects.toThrow(NEWER_WORDS);
    const cli = spawnSync(process.execPath, [path.join(root, "scripts/migrate.mjs")], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.databaseUrl },
      encoding: "utf8",
    });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain(NEWER_WORDS);
    expect(cli.stderr).toContain("restore the backup taken before the update");
    expect(cli.stdout).not.toContain("up to date");
  });

  it("stops a server started on it with one line (PostgreSQL: its check; SQLite: the migration at start)", async () => {
    const { code, output } = await failedStart(database);
    expect(code).toBe(1);
    expect(output).toContain(testBackend === "postgresql" ? "[server] the database" : "[setup] the database");
    expect(output).toContain(NEWER_WORDS);
  });
});

// `node server/main.mjs` on a SQLite file an older version left, as a container or a unit that runs
// the server itself starts it: migrated at start, as `npm start` does (decision 202)
describe.skipIf(testBackend !== "sqlite")("a SQLite file this version's migrations have not reached", () => {
  it("is migrated by the server at start, which then serves it", async () => {
    const database = await freshDatabase({ migrated: false });
    try {
      await migrate({ databaseUrl: database.databaseUrl, log: () => {}, upTo: "20261222000000_currency" });
      const server = await startServer({}, database);
      try {
        expect(server.output()).toContain("[setup] applied migration 20261223000000_group_gifts");
        const api = createApi(server.baseUrl);
        const list = await api.createList("Nach dem Update");
        await api.addItem(list, { title: "Buch" });
        expect((await api.getList(list.slug)).json.items.map((item) => item.title)).toEqual(["Buch"]);
      } finally {
        await server.stop();
      }
    } finally {
      await database.remove();
    }
  });
});

describe.skipIf(testBackend !== "postgresql")("a database this version's migrations have not reached", () => {
  it("stops an instance started on it, naming the command that brings it up to date", async () => {
    const database = await freshDatabase({ migrated: false });
    try {
      await migrate({ databaseUrl: database.databaseUrl, log: () => {}, upTo: "20261222000000_currency" });
      const { code, output } = await failedStart(database);
      expect(code).toBe(1);
      expect(output).toMatch(
        /lacks \d+ migration\(s\) of this version \(20261223000000_group_gifts…\): run `npm run migrate` first/,
      );
    } finally {
      await database.remove();
    }
  });
});
