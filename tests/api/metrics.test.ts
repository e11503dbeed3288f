// GET /metrics as Prometheus and an operator meet it (docs/decisions/056-metrics.md): off without
// METRICS_TOKEN; with it, only for the bearer token; what the app does shows up in the series it
// promises; no request, whatever its path, adds a series; two instances each report their own.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@/lib/api-paths.mjs";
import { expectFailure, expectOk } from "../support/api";
import { openEvents } from "../support/events";
import { testServersForFile } from "../support/fixture";
import { startFixtureShop, type FixtureShop } from "../support/fixture-shop";
import { testBackend } from "../support/server";

const TOKEN = randomBytes(24).toString("hex");
const MEASURED = { METRICS_TOKEN: TOKEN, OUTBOUND_ALLOW_HOSTS: "127.0.0.1", RATE_LIMIT_LOGIN_FAILURES: "1" };
const [{ server: plain }, { api, server }, { api: other, server: otherServer }] = testServersForFile(
  {},
  MEASURED,
  MEASURED,
);

let shop: FixtureShop;
beforeAll(async () => {
  shop = await startFixtureShop();
});
afterAll(async () => {
  await shop?.close();
});

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The text format's samples (comment lines left out). */
function parse(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

async function scrape(baseUrl = server.baseUrl): Promise<Sample[]> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return parse(await response.text());
}

/** The value of one series (0 when it does not exist yet). */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);

describe("GET /metrics", () => {
  it("is not served without METRICS_TOKEN", async () => {
    const response = await fetch(`${plain.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("wunschliste_");
  });

  it.each([
    ["no Authorization", undefined],
    ["a wrong token", `Bearer ${TOKEN.slice(0, -1)}x`],
    ["the token with a suffix", `Bearer ${TOKEN}x`],
    ["the token as Basic credentials", `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`],
    ["an empty bearer", "Bearer "],
  ])("answers 401 to %s", async (_, authorization) => {
    const response = await fetch(`${server.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await response.text()).not.toContain("wunschliste_");
  });

  it("answers the Prometheus text format to the token, with the process's default metrics", async () => {
    const response = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `bearer  ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain("# TYPE wunschliste_http_request_duration_seconds histogram");
    const samples = parse(text);
    for (const name of [
      "process_cpu_user_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ])
      expect(
        samples.some((s) => s.name === name),
        name,
      ).toBe(true);
    expect(valueOf(samples, "wunschliste_live_streams")).toBe(0);
  });

  it("counts requests and their durations by route name and status class", async () => {
    const list = await api.createList();
    const before = await scrape();
    expectOk(await api.getList(list.slug));
    expectOk(await api.getList(list.slug));
    expectFailure(await api.getList("no-such-list"), 404, "list_not_found");
    const after = await scrape();
    const route = { route: "/api/list_get.php" };
    const count = (samples: Sample[], status_class: string) =>
      valueOf(samples, "wunschliste_http_requests_total", { ...route, status_class });
    expect(count(after, "2xx") - count(before, "2xx")).toBe(2);
    expect(count(after, "4xx") - count(before, "4xx")).toBe(1);
    const histogram = (samples: Sample[]) =>
      valueOf(samples, "wunschliste_http_request_duration_seconds_count", { ...route, status_class: "2xx" });
    expect(histogram(after) - histogram(before)).toBe(2);
    expect(
      valueOf(after, "wunschliste_http_request_duration_seconds_bucket", { ...route, status_class: "2xx", le: "+Inf" }),
    ).toBe(histogram(after));
  });

  it("gives every path it does not know one label, so no request adds a series", async () => {
    await fetch(`${server.baseUrl}/api/health`); // every label this test may touch exists first
    await fetch(`${server.baseUrl}/api/zz-warm-up`);
    await fetch(`${server.baseUrl}/zz-warm-up`);
    const seriesOf = (samples: Sample[]) =>
      new Set(
        samples.filter((s) => s.name.startsWith("wunschliste_http_")).map((s) => JSON.stringify([s.name, s.labels])),
      );
    const before = seriesOf(await scrape());
    for (let i = 0; i < 40; i++) {
      const junk = randomBytes(6).toString("hex");
      await fetch(`${server.baseUrl}/api/${junk}.php?slug=${junk}`);
      await fetch(`${server.baseUrl}/${junk}/deeper?x=${junk}`);
      await fetch(`${server.baseUrl}/api/health?${junk}=1`);
    }
    const after = await scrape();
    expect([...seriesOf(after)].filter((series) => !before.has(series))).toEqual([]);
    const allowed = new Set<string>([...API_PATHS, "/web/", "/_next/", "/metrics", "other"]);
    const routes = new Set(after.filter((s) => s.labels.route !== undefined).map((s) => s.labels.route!));
    expect([...routes].filter((route) => !allowed.has(route))).toEqual([]);
    expect(
      valueOf(after, "wunschliste_http_requests_total", { route: "other", status_class: "4xx" }),
    ).toBeGreaterThanOrEqual(80);
  });

  it("counts page-cache hits and misses, password hashes and their wait, and rate-limit refusals", async () => {
    const list = await api.createList("Metriken", "owner-secret");
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.baseUrl}/web/?slug=${list.slug}`)).status).toBe(200);
    const wrong = { slug: list.slug, owner_password: "wrong" };
    expectFailure(await api.post("/api/list.owner.login", wrong), 401, "wrong_password");
    expectFailure(await api.post("/api/list.owner.login", wrong), 429, "too_many_attempts");
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta("wunschliste_page_cache_lookups_total", { result: "miss" })).toBeGreaterThanOrEqual(1);
    expect(delta("wunschliste_page_cache_lookups_total", { result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(delta("wunschliste_page_cache_lookups_total")).toBe(3);
    expect(delta("wunschliste_rate_limit_refusals_total", { kind: "owner-login" })).toBe(1);
    expect(delta("wunschliste_password_hash_wait_seconds_count")).toBeGreaterThanOrEqual(1);
    expect(after.some((s) => s.name === "wunschliste_password_hash_queue_length")).toBe(true);
  });

  it("counts outbound fetches by outcome and reports open live streams", async () => {
    const list = await api.createList();
    const before = await scrape();
    const preview = (url: string) =>
      api.post("/api/item_preview.php", { slug: list.slug, edit_token: list.editToken, url });
    expectOk(await preview(`${shop.origin}/jsonld`));
    expectFailure(await preview(`${shop.origin}/file.pdf`), 422, "preview_unsupported");
    expectFailure(await preview("http://10.255.255.1/"), 400, "preview_not_allowed");
    const stream = await openEvents(`${server.baseUrl}/api/list_events.php?slug=${list.slug}`);
    try {
      expect(stream.status).toBe(200);
      const after = await scrape();
      const delta = (outcome: string) =>
        valueOf(after, "wunschliste_outbound_fetches_total", { outcome }) -
        valueOf(before, "wunschliste_outbound_fetches_total", { outcome });
      expect([delta("ok"), delta("unsupported_type"), delta("not_allowed")]).toEqual([1, 1, 1]);
      expect(valueOf(after, "wunschliste_live_streams")).toBe(1);
    } finally {
      await stream.close();
    }
    await expect.poll(async () => valueOf(await scrape(), "wunschliste_live_streams")).toBe(0);
  });

  it("reports the PostgreSQL pool's busy connections (PostgreSQL only)", async () => {
    const samples = await scrape();
    const pool = samples.find((s) => s.name === "wunschliste_db_pool_in_use");
    if (testBackend === "postgresql") {
      // the scrape itself holds none; the value is what runs beside it
      expect(pool?.value).toBeGreaterThanOrEqual(0);
      expect(samples.some((s) => s.name === "wunschliste_db_pool_waiting")).toBe(true);
    } else expect(pool).toBeUndefined();
  });

  it("reports no database fault while the database answers (decision 079)", async () => {
    expectOk(await api.get("/api/health"));
    const samples = await scrape();
    expect(valueOf(samples, "wunschliste_database_unavailable")).toBe(0);
    expect(valueOf(samples, "wunschliste_storage_full")).toBe(0);
    expect(samples.filter((s) => /^wunschliste_(database_unavailable|storage_full)$/.test(s.name))).toHaveLength(2);
  });

  it("reports each instance's own requests", async () => {
    const list = await api.createList();
    const [mineBefore, theirsBefore] = await Promise.all([scrape(), scrape(otherServer.baseUrl)]);
    for (let i = 0; i < 3; i++) expectOk(await api.getList(list.slug));
    expectOk(await other.get("/api/health"));
    const [mine, theirs] = await Promise.all([scrape(), scrape(otherServer.baseUrl)]);
    const gets = (samples: Sample[]) =>
      valueOf(samples, "wunschliste_http_requests_total", { route: "/api/list_get.php" });
    expect(gets(mine) - gets(mineBefore)).toBe(3);
    expect(gets(theirs) - gets(theirsBefore)).toBe(0);
  });
});
