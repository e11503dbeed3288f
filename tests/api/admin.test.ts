// The admin paths (docs/api.md "Admin", docs/decisions/128-the-admin-view.md): off (404) without
// ADMIN_TOKEN; with it only for the `X-Admin-Token` header, wrong tokens limited per address in the
// shared store; the overview and table of lists without a secret. Hiding, deleting and the
// pictures' quota: admin-hide-quota.test.ts.
import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ApiAnswer } from "@/lib/validations/responses";
import { ADMIN_ENV, ADMIN_TOKEN, adminCallers } from "../support/admin";
import { expectFailure, expectOk, type Api } from "../support/api";
import { testServersForFile } from "../support/fixture";
import { testBackend } from "../support/server";

// the first with the tests' cheap hashes, which production must name (decision 202); the second without
const [{ server, api }, { server: off, api: offApi }] = testServersForFile(
  { ...ADMIN_ENV, TEST_CHEAP_PASSWORD_HASHES: "1" },
  { TEST_CHEAP_PASSWORD_HASHES: "0" },
);
const { newAddress, admin } = adminCallers();

type Overview = ApiAnswer<"admin_overview">;
type ListsPage = ApiAnswer<"admin_lists">;

const ADMIN_GETS = ["/api/admin_overview.php", "/api/admin_lists.php", "/api/admin_reports.php"];
const ADMIN_POSTS = [
  "/api/admin_list_hide.php",
  "/api/admin_list_delete.php",
  "/api/admin_draw_delete.php",
  "/api/admin_report_dismiss.php",
];

/** Every admin path once, each from an address of its own (RATE_LIMIT_ADMIN_FAILURES is 3). */
async function callEach(on: Api, token: Record<string, string>, body: Record<string, unknown> = {}) {
  const headers = () => ({ ...newAddress(), ...token });
  return [
    ...(await Promise.all(ADMIN_GETS.map((path) => on.get(path, headers())))),
    ...(await Promise.all(ADMIN_POSTS.map((path) => on.post(path, body, { headers: headers() })))),
  ];
}

describe("the admin paths' door", () => {
  it("answer 404 while ADMIN_TOKEN is unset, even to a token, and the start-up log says the view is off", async () => {
    for (const answer of await callEach(offApi, { "x-admin-token": ADMIN_TOKEN }))
      expectFailure(answer, 404, "not_found");
    expect((await fetch(`${off.baseUrl}/web/admin/`)).status).toBe(404);
    expect(off.output()).toContain("admin view off (ADMIN_TOKEN unset)");
    expect(off.output()).not.toContain("TEST_CHEAP_PASSWORD_HASHES");
  });

  it("refuse a missing or wrong token with 401, and take it from no query or body; the log never shows it", async () => {
    for (const answer of await callEach(api, {})) expectFailure(answer, 401, "admin_token_invalid");
    const wrong = { "x-admin-token": `${ADMIN_TOKEN.slice(0, -1)}${ADMIN_TOKEN.endsWith("0") ? "1" : "0"}` };
    for (const answer of await callEach(api, wrong)) expectFailure(answer, 401, "admin_token_invalid");
    const inQuery = await api.get(
      `/api/admin_overview.php?admin_token=${ADMIN_TOKEN}&x-admin-token=${ADMIN_TOKEN}`,
      newAddress(),
    );
    expectFailure(inQuery, 401, "admin_token_invalid");
    const inBody = await api.post(
      "/api/admin_list_hide.php",
      { slug: "x", admin_token: ADMIN_TOKEN },
      { headers: newAddress() },
    );
    expectFailure(inBody, 401, "admin_token_invalid");
    expect(server.output()).toContain("admin view on at /web/admin/");
    // a test-only setting in production is named at start (decision 202)
    expect(server.output()).toContain("[config] TEST_CHEAP_PASSWORD_HASHES=1 is for test servers only");
    expect(server.output()).not.toContain(ADMIN_TOKEN);
    expect((await fetch(`${server.baseUrl}/web/admin/`)).status).toBe(200);
  });

  it("limit wrong tokens per address, also when they arrive at once; other addresses and right tokens go on", async () => {
    const from = newAddress();
    const wrong = { ...from, "x-admin-token": "w".repeat(48) };
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.get("/api/admin_overview.php", wrong)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    expectFailure(
      answers.find((answer) => answer.status === 429)!,
      429,
      "too_many_attempts",
    );
    // the right token from a fresh address, many times: it gives its slot back each time
    const other = admin();
    for (let i = 0; i < 5; i += 1) expectOk(await api.get("/api/admin_overview.php", other));
  });
});

describe("the overview and the table of lists", () => {
  it("count the instance and page through its lists, searched, with nothing secret in them", async () => {
    const headers = admin();
    const before = (await api.get<Overview>("/api/admin_overview.php", headers)).json;
    const list = await api.createList(`Zoë's 100%_Fest ${randomBytes(3).toString("hex")}`, "owner-secret-1");
    const item = await api.addItem(list, { title: "Buch" });
    expectOk(await api.post("/api/item_reserve.php", { item_id: item.id, name: "Tante Erna", password: "giver-pw-1" }));
    const overview = await api.get<Overview>("/api/admin_overview.php", headers);
    expectOk(overview);
    expect(overview.json).toMatchObject({ lists: before.lists + 1, items: before.items + 1 });
    expect(overview.json.database_bytes).toBeGreaterThan(0);
    expect(overview.json.picture_quota_bytes).toBe(1024 * 1024);
    expect(overview.json).toMatchObject({
      retention_days: null,
      retention_last_sweep: null,
      cheap_password_hashes: true,
    });

    // "%" and "_" are searched as themselves, any case
    const found = await api.get<ListsPage>(`/api/admin_lists.php?q=${encodeURIComponent("ZOË'S 100%_FEST")}`, headers);
    expectOk(found);
    expect(found.json).toMatchObject({ total: 1, page: 1, page_size: 25 });
    expect(found.json.lists[0]).toMatchObject({ slug: list.slug, items: 1, hidden: false, reports: 0 });
    expect((await api.get<ListsPage>(`/api/admin_lists.php?q=${list.slug}`, headers)).json.total).toBe(1);
    expect((await api.get<ListsPage>("/api/admin_lists.php?q=100_%25", headers)).json.total).toBe(0);
    expectFailure(await api.get<ListsPage>("/api/admin_lists.php?page=0", headers), 400, "invalid_field");
    const text = JSON.stringify([overview.json, found.json]);
    for (const secret of [list.editToken, "owner-secret-1", "Tante Erna", "giver-pw-1", "$argon2"])
      expect(text).not.toContain(secret);

    for (let i = 0; i < 26; i += 1) await api.createList(`Seitenweise ${i}`);
    const first = (await api.get<ListsPage>("/api/admin_lists.php?q=Seitenweise", headers)).json;
    const second = (await api.get<ListsPage>("/api/admin_lists.php?q=Seitenweise&page=2", headers)).json;
    expect([first.total, first.lists.length, second.lists.length]).toEqual([26, 25, 1]);
    // newest first
    expect(first.lists[0]!.title).toBe("Seitenweise 25");
    expect(second.lists[0]!.title).toBe("Seitenweise 0");
  });

  it.skipIf(testBackend !== "sqlite")(
    "count the SQLite file with its -wal and -shm, as the disk holds them",
    async () => {
      for (let i = 0; i < 20; i += 1) await api.addItem(await api.createList(`Platz ${i}`), { title: "x".repeat(190) });
      const file = server.databaseUrl.slice("file:".length);
      // while the server runs none of the three shrinks (no VACUUM; the -wal is truncated only at its stop)
      const onDisk = () =>
        ["", "-wal", "-shm"].reduce(
          (sum, end) => sum + (statSync(`${file}${end}`, { throwIfNoEntry: false })?.size ?? 0),
          0,
        );
      const before = onDisk();
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
      const overview = (await api.get<Overview>("/api/admin_overview.php", admin())).json;
      expect(overview.database_bytes).toBeGreaterThanOrEqual(before);
      expect(overview.database_bytes).toBeLessThanOrEqual(onDisk());
    },
  );

  it("find a title by any of its words in any case, also letters beyond ASCII", async () => {
    const headers = admin();
    const tag = randomBytes(3).toString("hex");
    const list = await api.createList(`Über Ömas Wünsche ${tag}`);
    const other = await api.createList(`Çok güzel İstanbul ${tag}`);
    const found = async (q: string) =>
      (await api.get<ListsPage>(`/api/admin_lists.php?q=${encodeURIComponent(q)}`, headers)).json.lists.map(
        (row) => row.slug,
      );
    for (const q of ["Über", "über", "ÜBER ÖMAS", "ömas wünsche", `WÜNSCHE ${tag.toUpperCase()}`]) {
      expect(await found(q), q).toEqual([list.slug]);
    }
    for (const q of ["çok", "ÇOK GÜZEL", "güzel İstanbul"]) expect(await found(q), q).toEqual([other.slug]);
    expect(await found(`Ömas [${tag}]`)).toEqual([]);
  });
});
