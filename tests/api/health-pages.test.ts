// Health, pages, redirects, security headers, QR fallback, unknown paths and wrong methods.
import { describe, expect, it } from "vitest";
import { expectFailure } from "../support/api";
import { describeOnOneBackend } from "../support/backends";
import { testServerForFile } from "../support/fixture";

const { server, api } = testServerForFile();

const POST_PATHS = [
  "/api/list_create.php",
  "/api/list.create.php",
  "/api/list.owner.login",
  "/api/list.owner.login.php",
  "/api/list_update.php",
  "/api/item_create.php",
  "/api/item_update.php",
  "/api/item_delete.php",
  "/api/item_reorder.php",
  "/api/item_reserve.php",
  "/api/item_reserve",
  "/api/item_unreserve.php",
  "/api/item_unreserve",
  "/api/list_password.php",
  "/api/list_delete.php",
];

function expectCommonHeaders(headers: Headers, what: string) {
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBe("no-referrer");
  expect(headers.get("access-control-allow-origin"), what).toBeNull();
}

describe("health", () => {
  it("answers ok after checking the database", async () => {
    const answer = await api.get("/api/health");
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: true });
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expectCommonHeaders(answer.headers, "health");
  });
});

// pages, headers, routing and the QR code do not depend on the database: the SQLite pass
// (decision 174); the health check asks the database: both passes
describeOnOneBackend("pages and redirects", () => {
  it("redirects / (and /web) to /web/, keeping the query, with the security headers", async () => {
    for (const [from, to] of [
      ["/", "/web/"],
      ["/web", "/web/"],
      ["/?slug=abc", "/web/?slug=abc"],
    ] as const) {
      const answer = await api.get(from);
      expect([301, 302, 307, 308], from).toContain(answer.status);
      const location = new URL(answer.headers.get("location")!, server.baseUrl);
      expect(location.pathname + location.search, from).toBe(to);
      expectCommonHeaders(answer.headers, `redirect ${from}`);
    }
  });

  it("serves /web/ as HTML with a CSP that forbids framing", async () => {
    const answer = await api.get("/web/");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expectCommonHeaders(answer.headers, "/web/");
  });

  it("allows scripts only with a nonce that is fresh per response and carried by every script", async () => {
    const [first, second] = await Promise.all([api.get("/web/"), api.get("/web/")]);
    const policy = first.headers.get("content-security-policy")!;
    const scriptSrc = policy.split(";").find((part) => part.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce!);
    const scripts = [...first.text.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // pictures come from the app only: it keeps them (decision 050)
    expect(policy).toMatch(/img-src 'self' data: blob:(;|$)/);
  });

  it("answers an unknown page with 404 and the security headers", async () => {
    const answer = await api.get("/no-such-page");
    expect(answer.status).toBe(404);
    expectCommonHeaders(answer.headers, "page 404");
    expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("answers a list page for an unknown slug with 404 and the not-found screen", async () => {
    const answer = await api.get("/web/?slug=doesnotexist123");
    expect(answer.status).toBe(404);
    expect(answer.text).toContain("list-not-found");
    expectCommonHeaders(answer.headers, "unknown slug page");
  });
});

describeOnOneBackend("API paths", () => {
  it("answers an unknown API path with a localized JSON 404", async () => {
    const [getAnswer, postAnswer, enAnswer] = await Promise.all([
      api.get("/api/whatever"),
      api.post("/api/whatever/deeper", { a: "b" }),
      api.get("/api/nothing.php", { "accept-language": "en" }),
    ]);
    expectFailure(getAnswer, 404, "not_found");
    expectFailure(postAnswer, 404, "not_found");
    expectFailure(enAnswer, 404, "not_found", "en");
    expectCommonHeaders(getAnswer.headers, "api 404");
  });

  it("answers /api itself and paths with broken percent-encoding as JSON 404s, never a 5xx", async () => {
    const answers = await Promise.all([
      api.get("/api"),
      api.get("/api/"),
      api.get("/api/%E0%A4%A"),
      api.post("/api/item_reserve%ZZ", { item_id: "x" }),
    ]);
    for (const answer of answers) {
      expectFailure(answer, 404, "not_found");
      expectCommonHeaders(answer.headers, "broken path");
    }
    const page = await api.get("/web/%E0%A4%A");
    expect(page.status).toBe(404);
    expectCommonHeaders(page.headers, "broken page path");
    // a query that is not UTF-8 is refused like such a body (docs/decisions/040-invisible-and-bidi-text.md)
    expectFailure(await api.get("/api/list_get.php?slug=%E0%A4%A"), 400, "invalid_body");
    expect((await api.get("/web/?slug=%E0%A4%A")).status).toBeLessThan(500);
  });

  it("answers a wrong method with a JSON 405 and Allow, on every path and alias", async () => {
    const answers = await Promise.all([
      ...POST_PATHS.map(async (path) => [path, await api.get(path), "POST"] as const),
      (async () => ["/api/list_get.php", await api.post("/api/list_get.php", { slug: "x" }), "GET"] as const)(),
      (async () => ["/api/health", await api.post("/api/health", {}), "GET"] as const)(),
      (async () => ["/api/qr", await api.post("/api/qr", { data: "x" }), "GET"] as const)(),
    ]);
    for (const [path, answer, allow] of answers) {
      expect(answer.status, path).toBe(405);
      expectFailure(answer, 405, "method_not_allowed");
      expect(answer.headers.get("allow"), path).toBe(allow);
      expectCommonHeaders(answer.headers, path);
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await fetch(`${server.baseUrl}/api/item_reserve`, { method, redirect: "manual" });
      expect(response.status, method).toBe(405);
      expect((await response.json()).code).toBe("method_not_allowed");
    }
  });

  it("serves every API path as written, without redirects", async () => {
    const answers = await Promise.all(POST_PATHS.map((path) => api.post(path, {})));
    for (const [index, answer] of answers.entries()) {
      expect(answer.status, POST_PATHS[index]).toBe(400);
      expect(answer.headers.get("location")).toBeNull();
    }
    const slash = await api.post("/api/item_reserve/", {});
    expect([300, 301, 302, 303, 307, 308]).not.toContain(slash.status);
  });

  it("sends no CORS headers, also not to a foreign Origin or a preflight", async () => {
    const withOrigin = await api.get("/api/health", { origin: "https://evil.example" });
    expect(withOrigin.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${server.baseUrl}/api/list_create.php`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      redirect: "manual",
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-methods")).toBeNull();
  });
});

describeOnOneBackend("QR fallback", () => {
  it("draws an SVG for data up to 512 characters", async () => {
    const data = "http://127.0.0.1/web/?slug=abcdefghijk";
    const answer = await api.get(`/api/qr?data=${encodeURIComponent(data)}&size=200`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(answer.text).toMatch(/^<svg[\s>]/);
    expect(answer.text).toContain("</svg>");
    expectCommonHeaders(answer.headers, "qr");
    const longest = await api.get(`/api/qr?data=${"a".repeat(512)}`);
    expect(longest.status).toBe(200);
  });

  it("refuses data over 512 characters, missing data and non-numeric sizes with a JSON 400", async () => {
    const answers = await Promise.all([
      api.get(`/api/qr?data=${"a".repeat(513)}`),
      api.get("/api/qr"),
      api.get("/api/qr?data=x&size=abc"),
      api.get("/api/qr?data=x&size=1.5"),
    ]);
    for (const answer of answers) expectFailure(answer, 400, "qr_data_invalid");
  });

  it("clamps the size into 64–1024 and answers a repeated request with 304 by its ETag", async () => {
    const huge = await api.get("/api/qr?data=x&size=100000");
    const max = await api.get("/api/qr?data=x&size=1024");
    expect(huge.status).toBe(200);
    expect(huge.text).toBe(max.text);
    const tiny = await api.get("/api/qr?data=x&size=1");
    expect(tiny.text).toBe((await api.get("/api/qr?data=x&size=64")).text);
    const etag = max.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(max.headers.get("cache-control")).toBe("private, max-age=86400");
    const again = await api.get("/api/qr?data=x&size=1024", { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect((await api.get("/api/qr?data=y&size=1024", { "if-none-match": etag! })).status).toBe(200);
  });
});
