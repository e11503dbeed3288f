// The browser client against a real local HTTP server (node:http), not a mocked fetch. The client
// uses same-origin paths ("/api/…"); Node's fetch needs an absolute URL, so the paths are resolved
// against the test server's origin and handed to the real fetch unchanged otherwise.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as client from "./api-client";
import * as giving from "./api-client-giving";
import { onChangesWaiting } from "./changes-paused";

type Seen = { method: string; path: string; contentType: string | undefined; body: string };
type Reply = { status: number; body: string; type?: string; headers?: Record<string, string> };
/** A path's answer, or its answers in turn (the last one stays). */
let routes: Record<string, Reply | Reply[]> = {};
let seen: Seen[] = [];
let server: http.Server;
let origin: string;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0]!;
      seen.push({ method: req.method ?? "", path, contentType: req.headers["content-type"], body });
      const route = routes[path];
      const reply = (Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route) ?? {
        status: 404,
        body: "Not Found",
        type: "text/plain",
      };
      res.writeHead(reply.status, { "content-type": reply.type ?? "application/json", ...reply.headers });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(typeof input === "string" ? new URL(input, origin) : input, init)) as typeof fetch;
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  routes = {};
  seen = [];
});

const json = (status: number, value: unknown): Reply => ({ status, body: JSON.stringify(value) });

describe("api-client", () => {
  it("sends a change refused for a database fault once more when the server answers again", async () => {
    const away = { ok: false, code: "database_unavailable", error: "Die Datenbank ist gerade nicht erreichbar." };
    const refusal = { ...json(503, away), headers: { "retry-after": "0" } };
    routes["/api/item_reserve"] = [refusal, json(200, { ok: true, reservation_id: "r1" })];
    // the health check says 503 first, then 200: only then is the reservation sent again
    routes["/api/health"] = [json(503, away), json(200, { ok: true })];
    const waiting: number[] = [];
    const stop = onChangesWaiting((count) => waiting.push(count));
    try {
      const outcome = await giving.reserveItem("item1234567", "Erna", "pw", 1, { requestId: "request-id-0000000001" });
      expect(outcome).toEqual({ ok: true, reservation_id: "r1" });
    } finally {
      stop();
    }
    expect(seen.map((one) => one.path)).toEqual([
      "/api/item_reserve",
      "/api/health",
      "/api/health",
      "/api/item_reserve",
    ]);
    // the same request both times, its request id included
    expect(seen[3]!.body).toBe(seen[0]!.body);
    expect(new URLSearchParams(seen[0]!.body).get("request_id")).toBe("request-id-0000000001");
    expect(waiting).toEqual([1, 0]);
  }, 30_000);

  it("sends it once more only: a second refusal stands, with its Retry-After", async () => {
    const full = { ok: false, code: "storage_full", error: "Der Speicher des Servers ist voll." };
    routes["/api/item_create.php"] = { ...json(503, full), headers: { "retry-after": "0" } };
    routes["/api/health"] = json(200, { ok: true });
    expect(await client.createItem("slug123456", "token", { title: "T" })).toMatchObject({
      ok: false,
      code: "storage_full",
      status: 503,
      retryAfterSeconds: 0,
    });
    expect(seen.filter((one) => one.path === "/api/item_create.php")).toHaveLength(2);
    // another refusal is not sent again
    routes["/api/item_delete.php"] = json(409, { ok: false, code: "not_reserved", error: "x" });
    await client.deleteItem("s", "t", "i");
    expect(seen.filter((one) => one.path === "/api/item_delete.php")).toHaveLength(1);
  }, 30_000);

  it("falls back to the alias path on a plain 404 and sends a form body", async () => {
    routes["/api/list.create.php"] = json(200, { ok: true, slug: "abcdefghijk", edit_token: "t".repeat(43) });
    const outcome = await client.createList("Geburtstag & Co", "pw");
    expect(outcome).toEqual({ ok: true, slug: "abcdefghijk", edit_token: "t".repeat(43) });
    expect(seen.map((one) => one.path)).toEqual(["/api/list_create.php", "/api/list.create.php"]);
    expect(seen[1]!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(seen[1]!.body))).toEqual({
      title: "Geburtstag & Co",
      owner_password: "pw",
    });
  });

  it("falls back on a 405 and on a JSON not_found, and takes a plain-text ok/true/1 as success", async () => {
    for (const text of ["ok", " TRUE\n", "true", "1"]) {
      routes = {
        "/api/item_reserve": { status: 405, body: "Method Not Allowed", type: "text/plain" },
        "/api/item_reserve.php": { status: 200, body: text, type: "text/plain" },
      };
      seen = [];
      expect(await giving.reserveItem("item1234567", "Erna", "pw")).toEqual({ ok: true });
      expect(seen.map((one) => one.path)).toEqual(["/api/item_reserve", "/api/item_reserve.php"]);
    }
    routes = {
      "/api/item_unreserve": json(404, { ok: false, code: "not_found", error: "Diese Adresse gibt es nicht." }),
      "/api/item_unreserve.php": { status: 200, body: "ok", type: "text/plain" },
    };
    seen = [];
    expect(await giving.unreserveItem("item1234567", "pw")).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it("answers a JSON 404 that names a missing list at once, without trying the alias", async () => {
    routes["/api/list.owner.login"] = json(404, {
      ok: false,
      code: "list_not_found",
      error: "Diese Liste gibt es nicht (mehr).",
    });
    routes["/api/list.owner.login.php"] = json(200, { ok: true, edit_token: "should not be asked" });
    const outcome = await client.ownerLogin("abcdefghijk", "pw");
    expect(outcome).toEqual({
      ok: false,
      code: "list_not_found",
      error: "Diese Liste gibt es nicht (mehr).",
      field: undefined,
      status: 404,
      network: false,
    });
    expect(seen.map((one) => one.path)).toEqual(["/api/list.owner.login"]);
  });

  it("reports server errors with their code, field and sentence; other text is the error", async () => {
    routes["/api/item_create.php"] = json(400, {
      ok: false,
      code: "invalid_url",
      error: "Bitte gib einen Link ein.",
      field: "url",
    });
    const failed = await client.createItem("slug123456", "token", { title: "T", url: "ftp://x" });
    expect(failed).toEqual({
      ok: false,
      code: "invalid_url",
      error: "Bitte gib einen Link ein.",
      field: "url",
      status: 400,
      network: false,
    });
    expect(seen[0]!.contentType).toBe("application/json");
    expect(JSON.parse(seen[0]!.body)).toEqual({ slug: "slug123456", edit_token: "token", title: "T", url: "ftp://x" });

    routes["/api/item_delete.php"] = { status: 200, body: "Fehler beim Löschen", type: "text/plain" };
    expect(await client.deleteItem("s", "t", "i")).toEqual({
      ok: false,
      code: null,
      error: "Fehler beim Löschen",
      status: 200,
      network: false,
    });

    // a newer server's code passes through: the browser carries no catalogue (decision 145)
    routes["/api/item_reorder.php"] = json(409, { ok: false, code: "something_new", error: "Neu." });
    expect(await client.reorderItems("s", "t", ["a", "b"])).toMatchObject({
      ok: false,
      code: "something_new",
      error: "Neu.",
      status: 409,
    });
    expect(JSON.parse(seen.at(-1)!.body).item_ids).toEqual(["a", "b"]);

    routes["/api/list_update.php"] = json(200, { ok: false, code: "wrong_password" });
    expect(await client.updateList({ slug: "s", edit_token: "t" })).toMatchObject({
      ok: false,
      code: "wrong_password",
      error: null,
    });
  });

  it("reads a list, and reports a network failure when nothing answers", async () => {
    routes["/api/list_get.php"] = json(200, { ok: true, list: { slug: "abcdefghijk" }, items: [] });
    expect(await client.getList("abc def")).toEqual({ ok: true, list: { slug: "abcdefghijk" }, items: [] });
    expect(seen[0]).toMatchObject({ method: "GET", path: "/api/list_get.php" });

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const saved = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      realFetch(typeof input === "string" ? new URL(input, deadOrigin) : input, init)) as typeof fetch;
    try {
      expect(await client.getList("x")).toEqual({ ok: false, error: null, code: null, status: null, network: true });
      expect(await giving.reserveItem("i", "n", "p")).toEqual({
        ok: false,
        error: null,
        code: null,
        status: null,
        network: true,
      });
    } finally {
      globalThis.fetch = saved;
    }
  });
});
