// `npm run backup` during a write storm and `npm run restore`, as an operator runs them.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { serverPidFile } from "../../server/pid-file.mjs";
import { createApi } from "../support/api";
import { openDatabase } from "../support/database";
import { freshDatabase, startServer, testBackend, type TestServer } from "../support/server";

const root = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(os.tmpdir(), "wunschliste-backup-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A backup holds password hashes, names and mail addresses: only its owner (the server's user) may read it (decision 224). */
const modeOf = (file: string) => statSync(path.join(work, file)).mode & 0o777;

/** `database`: a SQLite file, or a database URL. */
function npmRun(script: "backup" | "restore", file: string, database: string) {
  const result = spawnSync(process.execPath, [path.join(root, `scripts/${script}.mjs`), file], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.includes(":") ? database : `file:${database}`, INIT_CWD: work },
    encoding: "utf8",
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

async function slugsIn(file: string): Promise<Set<string>> {
  const client = createClient({ url: `file:${file}` });
  try {
    const integrity = await client.execute("PRAGMA integrity_check");
    expect(String(integrity.rows[0]?.[0])).toBe("ok");
    return new Set((await client.execute('SELECT slug FROM "List"')).rows.map((row) => String(row[0])));
  } finally {
    client.close();
  }
}

// Backup and restore copy the SQLite file; on PostgreSQL backup runs pg_dump, and pg_restore
// puts it back (docs/deploy.md).
describe.skipIf(testBackend !== "postgresql")("backup on PostgreSQL", () => {
  it("writes a pg_dump that pg_restore puts back whole", async () => {
    const server = await startServer();
    onTestFinished(() => server.stop());
    const api = createApi(server.baseUrl);
    const list = await api.createList("Gesichert", "pw");
    await api.addItem(list, { title: "Buch" });
    const backup = npmRun("backup", "wunschliste.dump", server.databaseUrl);
    expect(backup, backup.out).toMatchObject({ code: 0 });
    expect(backup.out).toContain(`backup written to ${path.join(work, "wunschliste.dump")}: pg_dump custom format`);
    expect(modeOf("wunschliste.dump")).toBe(0o600);
    expect(npmRun("backup", "wunschliste.dump", server.databaseUrl).out).toContain("exists already");

    const copy = await freshDatabase({ migrated: false });
    onTestFinished(() => copy.remove());
    const restored = spawnSync(
      "pg_restore",
      ["--no-owner", `--dbname=${copy.databaseUrl}`, path.join(work, "wunschliste.dump")],
      {
        encoding: "utf8",
      },
    );
    expect(restored.status, restored.stderr).toBe(0);
    const database = openDatabase(copy.databaseUrl);
    onTestFinished(() => database.close());
    const rows = await database.execute(`SELECT l.slug, i.title FROM "List" l JOIN "Item" i ON i."listId" = l.id`);
    expect(rows.rows).toEqual([{ slug: list.slug, title: "Buch" }]);
  });
});

describe.skipIf(testBackend !== "sqlite")("backup", () => {
  let server: TestServer;
  afterAll(async () => server?.stop());

  it("takes a consistent copy during a write storm that holds every write acknowledged before it", async () => {
    server = await startServer();
    const api = createApi(server.baseUrl);
    const acknowledged: { slug: string; at: number }[] = [];
    let storming = true;
    const writer = async (n: number) => {
      for (let i = 0; storming; i += 1) {
        const list = await api.createList(`Sturm ${n}-${i}`, "pw");
        await api.addItem(list, { title: `Ding ${i}` });
        acknowledged.push({ slug: list.slug, at: performance.now() });
      }
    };
    const writers = Array.from({ length: 6 }, (_, n) => writer(n));
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));

    const startedAt = performance.now();
    const before = acknowledged.filter((entry) => entry.at < startedAt).map((entry) => entry.slug);
    const backup = await new Promise<ReturnType<typeof npmRun>>((resolve) =>
      setImmediate(() => resolve(npmRun("backup", "storm.db", server.databaseFile))),
    );
    storming = false;
    await Promise.all(writers);

    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(/backup written to .*storm\.db: integrity ok, \d+ list\(s\)/);
    const saved = await slugsIn(path.join(work, "storm.db"));
    expect(modeOf("storm.db")).toBe(0o600);
    for (const slug of before) expect(saved.has(slug), slug).toBe(true);
    // The server kept serving: writes went on after the backup.
    expect(acknowledged.length).toBeGreaterThan(before.length);
  });

  // The nightly timer names each backup by its date, so a partial file left by a SIGKILL (the OOM
  // killer, a power cut) was never the target again and stayed for good (decision 239's Left).
  it("removes a killed backup's partial files once they are a day old, and no younger one", () => {
    const old = Date.now() / 1000 - 25 * 3600;
    for (const name of ["killed.db.partial", "killed.db.partial-journal"]) {
      writeFileSync(path.join(work, name), "half a copy");
      utimesSync(path.join(work, name), old, old);
    }
    writeFileSync(path.join(work, "running.db.partial"), "a copy under way");
    writeFileSync(path.join(work, "notes.txt"), "the operator's");
    utimesSync(path.join(work, "notes.txt"), old, old);
    const made = npmRun("backup", "after-kill.db", server.databaseFile);
    expect(made.code, made.out).toBe(0);
    expect(made.out).toContain("removed killed.db.partial: a killed backup's partial file");
    const left = readdirSync(work);
    expect(left).not.toContain("killed.db.partial");
    expect(left).not.toContain("killed.db.partial-journal");
    expect(left).toEqual(expect.arrayContaining(["running.db.partial", "notes.txt", "after-kill.db"]));
  });

  it("refuses an existing target and a missing argument without writing anything", async () => {
    writeFileSync(path.join(work, "taken.db"), "keep me");
    const taken = npmRun("backup", "taken.db", server.databaseFile);
    expect(taken.code).toBe(1);
    expect(taken.out).toMatch(/exists already/);
    const missing = spawnSync(process.execPath, [path.join(root, "scripts/backup.mjs")], { encoding: "utf8" });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/usage: npm run backup -- <backup file>/);
  });
});

describe.skipIf(testBackend !== "sqlite")("restore", () => {
  // The servers migrate their files themselves: a file this process had migrated would stay open
  // in it until a collection (libSQL closes a connection once its statements are gone), and restore
  // refuses a file any process holds (decision 202).
  async function serverOnOwnFile() {
    const database = await freshDatabase({ migrated: false });
    const server = await startServer({}, database);
    onTestFinished(async () => {
      await server.stop();
      await database.remove();
    });
    return server;
  }

  it("refuses while a server uses the database, then restores and keeps the replaced file", async () => {
    const server = await serverOnOwnFile();
    const api = createApi(server.baseUrl);
    const kept = await api.createList("Bleibt", "pw");
    expect(npmRun("backup", "before.db", server.databaseFile).code).toBe(0);
    const later = await api.createList("Kommt später", "pw");

    const refused = npmRun("restore", "before.db", server.databaseFile);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/a server \(pid \d+\) is using/);
    expect((await api.getList(later.slug)).status).toBe(200);

    const databaseFile = server.databaseFile;
    const folder = path.dirname(databaseFile);
    expect(await server.signal("SIGTERM")).toBe(0);
    const restored = npmRun("restore", "before.db", databaseFile);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/the replaced database is kept as .*\.replaced-/);

    const now = await slugsIn(databaseFile);
    expect(now.has(kept.slug)).toBe(true);
    expect(now.has(later.slug)).toBe(false);
    const aside = readdirSync(folder).find((name) => name.includes(".replaced-") && !/-(wal|shm)$/.test(name));
    expect(aside).toBeDefined();
    expect((await slugsIn(path.join(folder, aside!))).has(later.slug)).toBe(true);
  });

  it("refuses while a server holds the database without its marker (in another container, or a second server's stop took it)", async () => {
    const server = await serverOnOwnFile();
    const api = createApi(server.baseUrl);
    const list = await api.createList("Bleibt offen", "pw");
    expect(npmRun("backup", "held.db", server.databaseFile).code).toBe(0);
    rmSync(serverPidFile(server.databaseFile));

    const refused = npmRun("restore", "held.db", server.databaseFile);
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toContain(`another process has ${server.databaseFile} open`);
    expect(readdirSync(path.dirname(server.databaseFile)).some((name) => name.includes(".replaced-"))).toBe(false);
    expect((await api.getList(list.slug)).status).toBe(200);
  });

  it("restores after a crash whose marker names the restoring process itself (a container's pid 1)", async () => {
    const server = await serverOnOwnFile();
    await createApi(server.baseUrl).createList("Vor dem Stromausfall", "pw");
    expect(npmRun("backup", "after-crash.db", server.databaseFile).code).toBe(0);
    // the server was its container's pid 1 and died with the power; the restore's own container
    // gives the restore pid 1 too, so the marker names the restoring process
    expect(await server.signal("SIGKILL")).toBe(null);
    const asTheMarkersPid = `
      import { writeFileSync } from "node:fs";
      writeFileSync(process.env.MARKER, process.pid + "\\n");
      const { restore } = await import("./scripts/restore.mjs");
      console.log("kept as", (await restore(process.env.BACKUP)).keptAs);`;
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", asTheMarkersPid], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: server.databaseUrl,
        MARKER: serverPidFile(server.databaseFile),
        BACKUP: path.join(work, "after-crash.db"),
      },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/kept as .*\.replaced-/);
  });

  it("restores a backup that came with another mode as readable by its owner only (decision 235)", () => {
    // a backup copied in from another machine (scp, a USB stick) arrives 0644
    const copied = path.join(work, "copied.db");
    const made = spawnSync(process.execPath, [path.join(root, "scripts/migrate.mjs")], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `file:${copied}` },
      encoding: "utf8",
    });
    expect(made.status, made.stderr).toBe(0);
    chmodSync(copied, 0o644);
    mkdirSync(path.join(work, "fresh"));
    const target = path.join(work, "fresh", "wunschliste.db");
    const restored = npmRun("restore", "copied.db", target);
    expect(restored.code, restored.out).toBe(0);
    // password hashes, names and mail addresses: no other user of the host reads them (decision 224)
    expect(statSync(target).mode & 0o777).toBe(0o600);
  });

  it("refuses a file that is not a Wunschliste database, touching nothing", async () => {
    const databaseFile = path.join(work, "live.db");
    writeFileSync(path.join(work, "notes.txt"), "just some text, not a database at all ".repeat(10));
    const result = npmRun("restore", "notes.txt", databaseFile);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/is not a SQLite database/);
    expect(existsSync(databaseFile)).toBe(false);
    const missing = npmRun("restore", "nothing-here.db", databaseFile);
    expect(missing.out).toMatch(/does not exist/);
  });
});
