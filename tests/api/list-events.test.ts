// GET /api/list_events.php (docs/api.md "list_events", docs/decisions/029-live-list.md): the live-update
// stream of one list. Runs on SQLite and, in the PostgreSQL pass, through LISTEN/NOTIFY.
import { afterEach, describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { openEvents, versionOf, type EventReader } from "../support/events";
import { testServersForFile } from "../support/fixture";
import { openDatabase } from "../support/database";
import { startServer, testBackend } from "../support/server";

const [{ server, api }, { server: small, api: smallApi }] = testServersForFile(
  { LIVE_HEARTBEAT_SECONDS: "1", LIVE_STREAMS_PER_ADDRESS: "3" },
  { LIVE_STREAMS_TOTAL: "2", TRUST_PROXY: "1" },
);

const open: EventReader[] = [];
async function events(slug: string, headers: Record<string, string> = {}, base = server.baseUrl) {
  const reader = await openEvents(`${base}/api/list_events.php?slug=${encodeURIComponent(slug)}`, headers);
  open.push(reader);
  return reader;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((reader) => reader.close()));
});

const isVersion = (event: { event?: string }) => event.event === "version";
const newerThan = (version: number) => (event: { event?: string; data?: string }) =>
  isVersion(event) && versionOf(event) > version;

describe("the live-update stream", () => {
  it("opens as an uncached event stream that starts with the list's version", async () => {
    const list = await api.createList("Stream");
    const stream = await events(list.slug);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(stream.headers.get("x-accel-buffering")).toBe("no");
    const first = await stream.waitFor(isVersion);
    expect(first).toEqual({ id: "0", event: "version", data: '{"version":0}' });
    expect(stream.text()).toMatch(/^retry: \d+\n/);
  });

  it("announces a higher version after a reservation, and list_get answers that version", async () => {
    const list = await api.createList("Reserve");
    const item = await api.addItem(list, { title: "Fahrrad" });
    const stream = await events(list.slug);
    const before = versionOf(await stream.waitFor(isVersion));
    const reserved = await api.post("/api/item_reserve", { item_id: item.id, name: "Erna", password: "geheim-123" });
    expectOk(reserved);
    const after = versionOf(await stream.waitFor(newerThan(before)));
    expect(after).toBe(before + 1);
    const read = await api.getList(list.slug);
    expect(read.json).toMatchObject({ version: after });
    // the change's own answer names the version it made, for its page only; a read names none
    expect(reserved.headers.get("x-list-versions")).toBe(String(after));
    expect(read.headers.get("x-list-versions")).toBeNull();
  });

  it("announces every kind of change, and a refused change changes nothing", async () => {
    const list = await api.createList("Every change");
    const stream = await events(list.slug);
    let version = versionOf(await stream.waitFor(isVersion));
    const expectBump = async (what: string, change: () => Promise<unknown>) => {
      await change();
      const next = versionOf(await stream.waitFor(newerThan(version)));
      expect(next, what).toBe(version + 1);
      version = next;
    };
    const owner = { slug: list.slug, edit_token: list.editToken };
    let a = "";
    let b = "";
    await expectBump("create", async () => (a = (await api.addItem(list, { title: "A" })).id));
    await expectBump("create", async () => (b = (await api.addItem(list, { title: "B" })).id));
    await expectBump("update", () => api.post("/api/item_update.php", { ...owner, item_id: a, title: "A2" }));
    await expectBump("reorder", () =>
      api.post("/api/item_reorder.php", { ...owner, item_ids: [b, a] }, { as: "json" }),
    );
    await expectBump("list settings", () => api.updateList(list, { event_note: "Bring Kuchen" }));
    await expectBump("reserve", () => api.post("/api/item_reserve", { item_id: a, name: "Erna", password: "pw-1" }));
    // refused: already reserved, wrong password; no bump, so the next event is the release's
    expectFailure(
      await api.post("/api/item_reserve", { item_id: a, name: "Otto", password: "pw-2" }),
      409,
      "already_reserved",
    );
    expectFailure(
      await api.post("/api/item_unreserve", { item_id: a, password: "falsch" }),
      403,
      "reservation_password_wrong",
    );
    await expectBump("release as owner", () => api.post("/api/item_unreserve", { item_id: a, ...owner }));
    await expectBump("delete", () => api.post("/api/item_delete.php", { ...owner, item_id: b }));
    expect((await api.getList(list.slug)).json).toMatchObject({ version });
  });

  it("carries nothing but versions: no names, passwords, hashes or tokens", async () => {
    const list = await api.createList("Secrets", "Owner-Pw-4711");
    const item = await api.addItem(list, { title: "Geheimes Geschenk" });
    const stream = await events(list.slug);
    await stream.waitFor(isVersion);
    expectOk(await api.post("/api/item_reserve", { item_id: item.id, name: "Erna", password: "Reserve-Pw-0815" }));
    await stream.waitFor(newerThan(0));
    const text = stream.text();
    for (const secret of ["Owner-Pw-4711", "Reserve-Pw-0815", list.editToken, "$argon2", "Erna", "Geheimes"]) {
      expect(text).not.toContain(secret);
    }
    // every line is a field the stream defines, with a number, or a comment
    for (const line of text.split("\n").filter(Boolean)) {
      expect(line).toMatch(/^(retry: \d+|id: \d+|event: version|data: \{"version":\d+\}|: \w+)$/);
    }
  });

  it("catches a reconnecting page up: the first event names the current version, whatever Last-Event-ID says", async () => {
    const list = await api.createList("Catch up");
    const first = await events(list.slug);
    const seen = (await first.waitFor(isVersion)).id!;
    await first.close();
    await api.addItem(list, { title: "while away 1" });
    await api.addItem(list, { title: "while away 2" });
    const again = await events(list.slug, { "last-event-id": seen });
    expect(versionOf(await again.waitFor(isVersion))).toBe(Number(seen) + 2);
  });

  it("sends a heartbeat comment while idle", async () => {
    const list = await api.createList("Heartbeat");
    const stream = await events(list.slug);
    await stream.waitForComment("heartbeat", 30_000);
  });

  it("answers an unknown list with a localized 404 and a missing slug with 400", async () => {
    expectFailure(
      await api.get("/api/list_events.php?slug=nope", { "accept-language": "tr" }),
      404,
      "list_not_found",
      "tr",
    );
    expectFailure(await api.get("/api/list_events.php"), 400, "slug_required");
    const post = await api.post("/api/list_events.php", { slug: "x" });
    expectFailure(post, 405, "method_not_allowed");
    expect(post.headers.get("allow")).toBe("GET");
  });

  it("caps streams per client address with a localized 429, and frees the slot when a stream closes", async () => {
    const list = await api.createList("Caps");
    const streams = [await events(list.slug), await events(list.slug), await events(list.slug)];
    for (const stream of streams) expect(stream.status).toBe(200);
    const refused = await api.get(`/api/list_events.php?slug=${list.slug}`, { "accept-language": "en" });
    expectFailure(refused, 429, "too_many_streams", "en");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await streams[0]!.close();
    // the server notices the closed connection a moment later
    let reopened: EventReader | null = null;
    for (let attempt = 0; attempt < 100 && !reopened; attempt += 1) {
      const candidate = await events(list.slug);
      if (candidate.status === 200) reopened = candidate;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(reopened?.status).toBe(200);
  });

  it("caps streams per instance over every address", async () => {
    const list = await smallApi.createList("Total");
    const from = (address: string) => ({ "x-forwarded-for": address });
    const a = await events(list.slug, from("198.51.100.1"), small.baseUrl);
    const b = await events(list.slug, from("198.51.100.2"), small.baseUrl);
    expect([a.status, b.status]).toEqual([200, 200]);
    expectFailure(
      await smallApi.get(`/api/list_events.php?slug=${list.slug}`, from("198.51.100.3")),
      429,
      "too_many_streams",
    );
  });
});

describe.skipIf(testBackend !== "postgresql")("the PostgreSQL listener", () => {
  it("reconnects when its connection is cut, and no change is lost meanwhile", async () => {
    const list = await api.createList("Listener");
    const stream = await events(list.slug);
    const start = versionOf(await stream.waitFor(isVersion));
    const database = openDatabase(server.databaseUrl);
    try {
      const cut = async () =>
        (
          await database.execute(
            `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
             WHERE datname = current_database() AND query = 'LISTEN wunschliste_list_changed'`,
          )
        ).rows.length;
      expect(await cut()).toBe(1);
      // changed while the listener is away: its note is lost, the check after reconnecting finds it
      await api.addItem(list, { title: "while cut" });
      expect(versionOf(await stream.waitFor(newerThan(start)))).toBe(start + 1);
      // and notes arrive again over the new connection
      await api.addItem(list, { title: "after" });
      expect(versionOf(await stream.waitFor(newerThan(start + 1)))).toBe(start + 2);
    } finally {
      await database.close();
    }
  });
});

describe("shutdown", () => {
  it("ends open streams at once, so they do not hold up the drain", async () => {
    const own = await startServer({ SHUTDOWN_DRAIN_SECONDS: "60" });
    try {
      const created = await fetch(`${own.baseUrl}/api/list_create.php`, {
        method: "POST",
        body: new URLSearchParams({ title: "Stop", owner_password: "pw" }),
      }).then((answer) => answer.json() as Promise<{ slug: string }>);
      const stream = await events(created.slug, {}, own.baseUrl);
      await stream.waitFor(isVersion);
      const started = Date.now();
      expect(await own.signal("SIGTERM")).toBe(0);
      // far below the 60 s drain: the stream did not keep the process waiting
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(own.output()).toContain("closed 1 live-update stream(s)");
      expect(own.output()).not.toContain("still running after");
    } finally {
      await own.stop();
    }
  });
});
