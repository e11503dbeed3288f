// Requests no client should send (issue 8): odd cookies, languages and headers, broken bodies and
// parser-level junk, unserved methods, server actions. Each gets a JSON 4xx and leaves no stack
// trace in the log; the limits and bounded work under the same attacks are in abuse.test.ts.
import { once } from "node:events";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { expectFailure, type Answer } from "../support/api";
import { itOnOneBackend } from "../support/backends";
import { testServerForFile } from "../support/fixture";

const { server } = testServerForFile();

describe("no input gives a 5xx or a non-JSON answer on /api/", () => {
  const BAD_COOKIES = [
    "NEXT_LOCALE=%",
    "NEXT_LOCALE=%zz",
    "NEXT_LOCALE=%E0%A4%A",
    "NEXT_LOCALE",
    "=;;=;NEXT_LOCALE==",
    "NEXT_LOCALE=\u00ff",
  ];
  const BAD_LANGUAGES = ["", ";;;", "q=abc", "en;q=xyz, tr;q=NaN", "*;q=-1", "x".repeat(4000), "de;q=1e999"];
  const cases: [string, Record<string, string>][] = [
    ...BAD_COOKIES.map(
      (cookie) => [`cookie ${JSON.stringify(cookie)}`, { cookie }] as [string, Record<string, string>],
    ),
    ...BAD_LANGUAGES.map(
      (language) =>
        [`accept-language ${JSON.stringify(language.slice(0, 20))}`, { "accept-language": language }] as [
          string,
          Record<string, string>,
        ],
    ),
  ];

  it.each(cases)("%s: health, list_get and a POST still answer JSON", async (_, headers) => {
    const health = await fetch(`${server.baseUrl}/api/health`, { headers });
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    const missing = await fetch(`${server.baseUrl}/api/list_get.php?slug=nope`, { headers });
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe("list_not_found");
    const post = await fetch(`${server.baseUrl}/api/list_create.php`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: "{}",
    });
    expect(post.status).toBe(400);
    expect((await post.json()).code).toBe("title_required");
  });

  it("a page with a broken cookie still renders", async () => {
    const page = await fetch(`${server.baseUrl}/web/`, { headers: { cookie: "NEXT_LOCALE=%E0%A4%A" } });
    expect(page.status).toBe(200);
  });

  it("bad Content-Length and bad encodings get a JSON 4xx", async () => {
    const url = `${server.baseUrl}/api/list_create.php`;
    const latin1 = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: Buffer.from([0x74, 0x69, 0x74, 0x6c, 0x65, 0x3d, 0xff, 0xfe]),
    });
    expect(latin1.status).toBe(400);
    expect((await latin1.json()).ok).toBe(false);
    const gzip = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      body: "{}",
    });
    expect(gzip.status).toBeLessThan(500);
    expect((await gzip.json()).ok).toBe(false);
  });

  it.each([
    ["a Content-Length that is no number", "Content-Length: abc\r\n\r\n{}"],
    ["two different Content-Lengths", "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}"],
    ["a header with a control character", "X-Odd: a\u0001b\r\nContent-Length: 2\r\n\r\n{}"],
  ])("%s gets a JSON 400, not a bare parser answer", async (_, rest) => {
    const socket = net.connect(server.port, "127.0.0.1");
    await once(socket, "connect");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.write(`POST /api/list_create.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${rest}`);
    await once(socket, "close");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain("content-type: application/json; charset=utf-8");
    expect(JSON.parse(answer.split("\r\n\r\n")[1]!)).toMatchObject({ ok: false, code: "invalid_body" });
  });

  /** What the server answers to `head` (and its blank line) sent in one piece, as an API answer. */
  async function rawAnswer(head: string): Promise<Answer> {
    const socket = net.connect(server.port, "127.0.0.1");
    await once(socket, "connect");
    let raw = "";
    socket.on("data", (chunk) => (raw += chunk));
    socket.on("error", () => {});
    socket.write(`${head}\r\n\r\n`);
    await once(socket, "close");
    const [top = "", body = ""] = raw.split("\r\n\r\n");
    const [statusLine = "", ...lines] = top.split("\r\n");
    const headers = new Headers(lines.map((line) => line.split(/:\s*/, 2) as [string, string]));
    return { status: Number(statusLine.split(" ")[1]), headers, text: raw, json: JSON.parse(body) };
  }

  // Node's parser and its 16 KiB do not depend on the database: the SQLite pass (decision 174)
  itOnOneBackend("headers over Node's 16 KiB get their JSON 400 in the language the request asks for", async () => {
    const big = `Cookie: tracking=${"x".repeat(17 * 1024)}`;
    const request = (...lines: string[]) => rawAnswer(["GET /api/health HTTP/1.1", "Host: x", ...lines].join("\r\n"));
    expectFailure(await request("Accept-Language: fr-CH, en;q=0.8", big), 400, "invalid_body", "fr");
    // after the overflowing header too, and the language cookie first, as the rest of the API reads them
    expectFailure(await request(big, "Accept-Language: pl"), 400, "invalid_body", "pl");
    expectFailure(await request(`Cookie: NEXT_LOCALE=ar`, "Accept-Language: en", big), 400, "invalid_body", "ar");
    // no language it speaks, or none asked for: German, the API's fallback
    expectFailure(await request("Accept-Language: ja", big), 400, "invalid_body", "de");
    expectFailure(await request(big), 400, "invalid_body", "de");
  });

  it("OPTIONS and other unserved methods answer JSON 405 with the right Allow", async () => {
    for (const [path, allow] of [
      ["/api/list_create.php", "POST"],
      ["/api/list_get.php", "GET"],
      ["/api/item_reserve", "POST"],
    ] as const) {
      const answer = await fetch(`${server.baseUrl}${path}`, { method: "OPTIONS" });
      expect(answer.status, path).toBe(405);
      expect(answer.headers.get("allow"), path).toBe(allow);
      expect((await answer.json()).code).toBe("method_not_allowed");
    }
  });
});

describe("junk requests", () => {
  it("a server-action request and an odd method are answered without a stack trace in the log", async () => {
    const before = server.output().length;
    for (let i = 0; i < 5; i += 1) {
      const action = await fetch(`${server.baseUrl}/web/`, {
        method: "POST",
        headers: { "next-action": "abc123", "content-type": "text/plain" },
        body: "[]",
      });
      expect(action.status).toBeGreaterThanOrEqual(400);
      expect(action.status).toBeLessThan(500);
      const apiAction = await fetch(`${server.baseUrl}/api/list_create.php`, {
        method: "POST",
        headers: { "next-action": "abc123" },
        body: "[]",
      });
      expect(apiAction.status).toBeLessThan(500);
      expect((await apiAction.json()).ok).toBe(false);
      const odd = await fetch(`${server.baseUrl}/api/health`, { method: "PROPFIND" });
      expect(odd.status).toBe(405);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = server.output().slice(before);
    expect(log).not.toMatch(/Error|\bat \S+ \(/);
  });
});
