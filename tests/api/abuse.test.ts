// Attacks that found holes (issue 8): parallel guesses against the limits, client addresses behind
// proxies, unbounded work, control characters, internal image addresses. Odd cookies, headers and
// junk requests are in odd-requests.test.ts.
import { describe, expect, it } from "vitest";
import { createApi, expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";
import { startServer } from "../support/server";

const { api } = testServerForFile({
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
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expectFailure(answer, 409, "too_many_items");
      // the owner learns how many a list holds, not only that it is full
      expect(answer.json.error).toBe("Eine Liste fasst höchstens 5 Wünsche, und diese ist voll.");
      expect(answer.json.limit).toBe(5);
    }
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
