// The database as an operator meets it, on this pass's backend: text and times come back exactly
// as stored; and on PostgreSQL: a start without a reachable server fails with one line, health
// answers 503 while the server is away and recovers by itself, and one instance keeps at most
// DATABASE_POOL_SIZE connections (docs/decisions/027-postgresql.md), whose busy pool a transaction
// waits for as a query does (236).
import { once } from "node:events";
import { describe, expect, it, onTestFinished } from "vitest";
import { connectDatabase, openDatabase as openAppDatabase } from "../../lib/server/db/connect";
import { startCluster } from "../../scripts/postgres-cluster.mjs";
import { migrate } from "../../server/migrations.mjs";
import { createApi, expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";
import { openDatabase } from "../support/database";
import { freePort, freshDatabase, spawnServer, startServer, testBackend } from "../support/server";

const TITLES = ["Geschenke für Jürgen", "Doğum günü listesi: şeker, ığdır", "🎁 Wünsche 🎄🎅🏽", "ÄÖÜ äöü ß ẞ", "Ǆ ﬁ ŉ"];

const { server, api } = testServerForFile();

describe(`stored text and times on ${testBackend}`, () => {
  it("round-trips titles with umlauts, Turkish letters and emoji exactly; slugs match case-sensitively", async () => {
    for (const title of TITLES) {
      const list = await api.createList(title);
      const item = await api.addItem(list, { title: `${title} (Artikel)` });
      const answer = await api.getList(list.slug);
      expectOk(answer);
      expect((answer.json.list as { title: string }).title).toBe(title);
      expect((answer.json.items as { id: string; title: string }[]).map((i) => [i.id, i.title])).toEqual([
        [item.id, `${title} (Artikel)`],
      ]);
      // lookups compare byte for byte, as SQLite does: another case is another (unknown) slug
      const swapped = list.slug.replace(/[a-z]/, (c) => c.toUpperCase());
      if (swapped !== list.slug) expect((await api.getList(swapped)).status).toBe(404);
    }
  });

  it("answers an id with a NUL or another control character 404, as for any unknown id", async () => {
    const list = await api.createList("Ids");
    const item = await api.addItem(list);
    for (const slug of [`${list.slug}\u0000`, "\u0000", `a\u0001b`]) {
      expectFailure(await api.get(`/api/list_get.php?slug=${encodeURIComponent(slug)}`), 404, "list_not_found");
      expectFailure(await api.post("/api/list.owner.login", { slug, owner_password: "x" }), 404, "list_not_found");
    }
    expectFailure(
      await api.post("/api/item_reserve", { item_id: `${item.id}\u0000`, name: "Erna", password: "pw" }),
      404,
      "item_not_found",
    );
    expectFailure(
      await api.post(
        "/api/item_reorder.php",
        { slug: list.slug, edit_token: list.editToken, item_ids: ["\u0000"] },
        { as: "json" },
      ),
      400,
      "item_ids_invalid",
    );
  });

  it("keeps the owner's order by position, whatever the titles' collation would say", async () => {
    const list = await api.createList("Order");
    const titles = ["b", "Ä", "a", "B", "ä", "🎁", "Z"];
    for (const title of titles) await api.addItem(list, { title });
    const answer = await api.getList(list.slug);
    expect((answer.json.items as { title: string }[]).map((i) => i.title)).toEqual(titles);
  });

  it("stores times in UTC with milliseconds, as JavaScript gave them", async () => {
    const before = Date.now();
    const list = await api.createList("Times");
    const after = Date.now();
    const db = connectDatabase(
      testBackend === "postgresql"
        ? { provider: "postgresql", url: server.databaseUrl, poolSize: 1 }
        : { provider: "sqlite", url: server.databaseUrl },
    );
    try {
      const row = await db.list.findUniqueOrThrow({ where: { slug: list.slug } });
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(after);
      const exact = new Date("2026-03-29T01:59:59.123Z"); // the night the clocks change in Europe
      await db.list.update({ where: { id: row.id }, data: { createdAt: exact } });
      expect((await db.list.findUniqueOrThrow({ where: { id: row.id } })).createdAt.toISOString()).toBe(
        exact.toISOString(),
      );
    } finally {
      await db.$disconnect();
    }
  });
});

describe.skipIf(testBackend !== "postgresql")("PostgreSQL connections", () => {
  it("refuses to start without a reachable server: exit 1 and one line naming it (password hidden)", async () => {
    const closedPort = await freePort();
    const child = spawnServer({
      DATABASE_URL: `postgresql://app:secret-pw@127.0.0.1:${closedPort}/wishes`,
      PORT: String(await freePort()),
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(1);
    // a test server's cheap hashes are named at its start (decision 202): the refusal is the one line besides
    const lines = output
      .trim()
      .split("\n")
      .filter((line) => !line.startsWith("[config] TEST_CHEAP_PASSWORD_HASHES=1 "));
    expect(lines, output).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^\\[server\\] cannot reach the database postgresql://app@127\\.0\\.0\\.1:${closedPort}/wishes: `),
    );
    expect(output).not.toContain("secret-pw");
  });

  it("answers 503 while the database server is down and recovers by itself when it is back", async () => {
    // a cluster of its own: the shared one serves the other test files meanwhile
    const cluster = await startCluster();
    onTestFinished(() => cluster.remove());
    await cluster.query('CREATE DATABASE "away"');
    await migrate({ databaseUrl: cluster.url("away"), log: () => {} });
    const port = await freePort();
    const child = spawnServer({ DATABASE_URL: cluster.url("away"), PORT: String(port) });
    onTestFinished(() => void child.kill("SIGKILL"));
    const api = createApi(`http://127.0.0.1:${port}`);
    await expect
      .poll(
        () =>
          api.get("/api/health").then(
            (a) => a.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200);
    const list = await api.createList("Still here");

    await cluster.stop();
    const down = await api.get("/api/health", { "accept-language": "en" });
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ ok: false, code: "database_unavailable" });
    expect((await api.getList(list.slug)).status).toBeGreaterThanOrEqual(500);

    await cluster.start();
    await expect.poll(() => api.get("/api/health").then((a) => a.status), { timeout: 30_000 }).toBe(200);
    expectOk(await api.getList(list.slug));
    expect(child.exitCode).toBeNull();
  });

  // an idle connection cut while only the raw reader had used the pool, and after it closed: the
  // pool's "error" went unheard and was thrown (Vitest's "Unhandled Errors", 57P01, in CI)
  it("hears an idle connection the server cut as a fault, never throws it", async () => {
    const fresh = await freshDatabase();
    onTestFinished(() => fresh.remove());
    const failures: unknown[] = [];
    const { db, reader } = openAppDatabase(
      { provider: "postgresql", url: fresh.databaseUrl, poolSize: 2 },
      { failed: (error) => failures.push(error), succeeded: () => {} },
    );
    onTestFinished(() => db.$disconnect());
    expect(await reader.rows("SELECT 1", [])).toHaveLength(1);
    await reader.close();
    const admin = openDatabase(fresh.databaseUrl);
    onTestFinished(() => admin.close());
    const name = new URL(fresh.databaseUrl).pathname.slice(1);
    await admin.execute(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ? AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
      [name],
    );
    await expect.poll(() => failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatchObject({ code: "57P01" });
  });

  it("starts a transaction once a busy pool frees a connection, as a query waits, not after 2 s", async () => {
    const fresh = await freshDatabase();
    onTestFinished(() => fresh.remove());
    const { db, reader } = openAppDatabase({ provider: "postgresql", url: fresh.databaseUrl, poolSize: 1 });
    onTestFinished(async () => {
      await Promise.all([reader.close(), db.$disconnect()]);
    });
    // the pool's one connection busy for 3 s: a slow query, or a burst of them on a slow machine
    // then(): Prisma sends a query only once it is awaited
    const busy = db.$queryRaw`SELECT pg_sleep(3)::text AS slept`.then(() => "slept");
    const admin = openDatabase(fresh.databaseUrl);
    onTestFinished(() => admin.close());
    const sleeping = "SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(3)%'";
    await expect.poll(async () => (await admin.execute(sleeping)).rows[0]!.n).toBe(1);
    const started = Date.now();
    const written = await db.$transaction(async (tx) => tx.$queryRaw<{ one: number }[]>`SELECT 1 AS one`);
    expect(await busy).toBe("slept");
    expect(written).toEqual([{ one: 1 }]);
    expect(Date.now() - started).toBeGreaterThan(2_000);
  });

  it("keeps at most DATABASE_POOL_SIZE connections per instance under load", async () => {
    const server = await startServer({ DATABASE_POOL_SIZE: "2" });
    onTestFinished(() => server.stop());
    const api = createApi(server.baseUrl);
    const list = await api.createList("Pool");
    const database = openDatabase(server.databaseUrl);
    onTestFinished(() => database.close());
    const name = new URL(server.databaseUrl).pathname.slice(1);
    let most = 0;
    const reads = Promise.all(Array.from({ length: 60 }, () => api.getList(list.slug)));
    let done = false;
    void reads.finally(() => (done = true));
    while (!done) {
      const { rows } = await database.execute(
        // client backends only: an autovacuum worker on this database is no connection of the app's
        "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = ? AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
        [name],
      );
      most = Math.max(most, Number(rows[0]!.n));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const answer of await reads) expectOk(answer);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
  });
});
