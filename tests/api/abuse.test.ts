// Attacks that found holes (issue 8): parallel guesses against the limits, odd cookies and
// headers, unbounded work, control characters, internal image addresses, junk requests.
import { once } from "node:events";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { createApi, expectFailure, expectOk, type Answer } from "../support/api";
import { itOnOneBackend } from "../support/backends";
import { testServerForFile } from "../support/fixture";
import { startServer } from "../support/server";

const { server, api } = testServerForFile({
  RATE_LIMIT_CREATES: "20",
  MAX_ITEMS_PER_LIST: "5",
  RATE_LIMIT_ITEM_CREATES: "8",
  RATE_LIMIT_ITEM_CREATES_WINDOW_SECONDS: "3600",
  RATE_LIMIT_QR: "5",
});

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe("limits hold when requests arrive at once", () => {
  it("100 concurrent wrong owner logins: at most 10 are checked, the rest 429; then the right password is 429 too", async () => {
    const list = await api.createList("Ansturm", "right-password");
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api.post("/api/list.owner.login", { slug: list.slug, owner_password: `wrong-${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(10);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(100);
    expectFailure(
      await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "right-password" }),
      429,
      "too_many_attempts",
    );
  });

  it("60 concurrent wrong releases: at most 10 are checked", async () => {
    const list = await api.createList("Freigabe", "pw");
    const item = await api.addItem(list);
    expectOk(await api.post("/api/item_reserve.php", { item_id: item.id, name: "Ali", password: "mine" }));
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api.post("/api/item_unreserve.php", { item_id: item.id, password: `guess-${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 403)).toBeLessThanOrEqual(10);
    expect(count(statuses, 403) + count(statuses, 429)).toBe(60);
    expectFailure(
      await api.post("/api/item_unreserve.php", { item_id: item.id, password: "mine" }),
      429,
      "too_many_attempts",
    );
  });

  it("300 concurrent list creations: at most the configured number succeed", async () => {
    const fresh = await startServer({ RATE_LIMIT_CREATES: "25" });
    try {
      const client = createApi(fresh.baseUrl);
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          client.post("/api/list_create.php", { title: `L${i}`, owner_password: "pw" }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(count(statuses, 200)).toBe(25);
      expect(count(statuses, 429)).toBe(275);
    } finally {
      await fresh.stop();
    }
  });
});

describe("client address behind proxies", () => {
  it("TRUST_PROXY=2 takes the second X-Forwarded-For entry from the right", async () => {
    const twoHops = await startServer({ TRUST_PROXY: "2", RATE_LIMIT_CREATES: "1" });
    try {
      const client = createApi(twoHops.baseUrl);
      const create = (forwardedFor: string) =>
        client.post(
          "/api/list_create.php",
          { title: "Hops", owner_password: "pw" },
          { headers: { "x-forwarded-for": forwardedFor } },
        );
      expectOk(await create("203.0.113.1, 198.51.100.7, 10.0.0.2"));
      // same address seen by the outer proxy, whatever the client wrote first or the inner proxy added
      expectFailure(await create("192.0.2.99, 198.51.100.7, 10.0.0.3"), 429, "too_many_attempts");
      expectOk(await create("203.0.113.1, 198.51.100.8, 10.0.0.2"));
    } finally {
      await twoHops.stop();
    }
  });
});

describe("bounded work", () => {
  it("draws at most RATE_LIMIT_QR fallback QR codes per address; cached answers do not count", async () => {
    const qr = (n: number) => api.get(`/api/qr?size=1024&data=${String(n).padStart(512, "x")}`);
    for (let n = 0; n < 5; n += 1) expect((await qr(n)).status).toBe(200);
    expectFailure(await qr(5), 429, "too_many_attempts");
    expect((await qr(0)).status).toBe(200); // drawn before: from the cache
  });

  it("caps the items of a list and limits item creation per list", async () => {
    const list = await api.createList("Voll", "pw");
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        api.post(
          "/api/item_create.php",
          { slug: list.slug, edit_token: list.editToken, title: `Ding ${i}` },
          { as: "json" },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 200)).toBe(5);
    for (const answer of answers.filter((a) => a.status !== 200)) expectFailure(answer, 409, "too_many_items");
    expect((await api.getList(list.slug)).json.items).toHaveLength(5);
    // 8 creations per hour: the refused ones were given back, so deleting makes room again
    const other = await api.createList("Tempo", "pw");
    const many = [];
    for (let i = 0; i < 9; i += 1) {
      const item = await api.post("/api/item_create.php", {
        slug: other.slug,
        edit_token: other.editToken,
        title: `x${i}`,
      });
      many.push(item);
      if (item.status === 200) {
        await api.post("/api/item_delete.php", {
          slug: other.slug,
          edit_token: other.editToken,
          item_id: (item.json.item as { id: string }).id,
        });
      }
    }
    expect(many.slice(0, 8).every((answer) => answer.status === 200)).toBe(true);
    expectFailure(many[8]!, 429, "too_many_attempts");
  });
});

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

describe("text and links", () => {
  it.each([
    ["title", { title: "\u0000hidden" }],
    ["title", { title: "Tab\there" }],
    ["title", { title: "C1 \u0085 control" }],
  ])("refuses control characters in a list %s", async (_, fields) => {
    expectFailure(
      await api.post("/api/list_create.php", { owner_password: "pw", ...fields }, { as: "json" }),
      400,
      "control_characters",
    );
  });

  it("refuses control characters in item titles, notes, locations, names and URLs; notes keep line breaks", async () => {
    const list = await api.createList("Kontrolle", "pw");
    const owner = { slug: list.slug, edit_token: list.editToken };
    expectFailure(
      await api.post("/api/item_create.php", { ...owner, title: "a\u0007b" }, { as: "json" }),
      400,
      "control_characters",
    );
    expectFailure(
      await api.post("/api/item_create.php", { ...owner, title: "ok", note: "x\u0000y" }, { as: "json" }),
      400,
      "control_characters",
    );
    expectFailure(
      await api.post(
        "/api/item_create.php",
        { ...owner, title: "ok", url: "https://example.org/\u0001" },
        { as: "json" },
      ),
      400,
      "control_characters",
    );
    expectFailure(
      await api.post("/api/list_update.php", { ...owner, event_location: "Bar\u001b[31m" }, { as: "json" }),
      400,
      "control_characters",
    );
    const item = await api.addItem(list, { note: "Zeile 1\nZeile 2\twith tab" });
    expect(item.note).toBe("Zeile 1\nZeile 2\twith tab");
    expectFailure(
      await api.post("/api/item_reserve.php", { item_id: item.id, name: "\u0000Mallory", password: "pw" }),
      400,
      "control_characters",
    );
    expect((await api.getList(list.slug)).json.items[0]!.busy).toBe(false);
  });

  it.each([
    "http://127.0.0.1:3000/x.png",
    "http://169.254.169.254/latest/meta-data/",
    "http://192.168.1.1/router.png",
    "http://[::ffff:127.0.0.1]/x",
    "http://2130706433/x",
    "http://localhost/x.png",
    "http://[fd00::1]/",
  ])("refuses the internal image address %s with a clear error", async (imageUrl) => {
    const list = await api.createList("Bilder", "pw");
    const answer = await api.post(
      "/api/item_create.php",
      { slug: list.slug, edit_token: list.editToken, title: "Bild", image_url: imageUrl },
      { as: "json" },
    );
    expectFailure(answer, 400, "url_not_public");
    expect(answer.json.field).toBe("image_url");
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
