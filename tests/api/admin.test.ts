// The admin paths (docs/api.md "Admin", docs/decisions/128-the-admin-view.md, 130-picture-quota.md):
// off (404) without ADMIN_TOKEN; with it only for the `X-Admin-Token` header, wrong tokens limited
// per address in the shared store; the overview and table of lists without a secret; hiding (410
// for visitors, the owner told why, kept pages and answers stale at once), deleting, and the
// pictures' quota (507, the wish kept, the use in the overview and the metrics).
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ApiAnswer } from "@/lib/validations/responses";
import { expectFailure, expectOk, type Api } from "../support/api";
import { openDatabase } from "../support/database";
import { testServersForFile } from "../support/fixture";

const TOKEN = randomBytes(24).toString("hex");
const METRICS = randomBytes(24).toString("hex");
const ADMIN = {
  ADMIN_TOKEN: TOKEN,
  TRUST_PROXY: "1",
  RATE_LIMIT_ADMIN_FAILURES: "3",
  PICTURES_MAX_TOTAL_MB: "1",
  METRICS_TOKEN: METRICS,
};
const [{ server, api }, { server: off, api: offApi }] = testServersForFile(ADMIN, {});

type Overview = ApiAnswer<"admin_overview">;
type ListsPage = ApiAnswer<"admin_lists">;

let lastAddress = 0;
/** Each test's requests from an address of its own, so its limits are its own. */
const newAddress = () => ({ "x-forwarded-for": `198.51.100.${++lastAddress}` });
const admin = (from = newAddress()) => ({ ...from, "x-admin-token": TOKEN });

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

/** A picture of `side` px of noise: WebP cannot make it small. */
async function noise(side: number) {
  const pixels = randomBytes(side * side * 3);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

/** A small picture of one colour: a few hundred bytes kept. */
const plain = (background: string) =>
  sharp({ create: { width: 48, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

function upload(list: { slug: string; editToken: string }, itemId: string, bytes: Buffer) {
  const form = new FormData();
  form.append("slug", list.slug);
  form.append("edit_token", list.editToken);
  form.append("item_id", itemId);
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "picture.png");
  return api.postRaw("/api/item_image.php", form, undefined, newAddress());
}

describe("the admin paths' door", () => {
  it("answer 404 while ADMIN_TOKEN is unset, even to a token, and the start-up log says the view is off", async () => {
    for (const answer of await callEach(offApi, { "x-admin-token": TOKEN })) expectFailure(answer, 404, "not_found");
    expect((await fetch(`${off.baseUrl}/web/admin/`)).status).toBe(404);
    expect(off.output()).toContain("admin view off (ADMIN_TOKEN unset)");
  });

  it("refuse a missing or wrong token with 401, and take it from no query or body; the log never shows it", async () => {
    for (const answer of await callEach(api, {})) expectFailure(answer, 401, "admin_token_invalid");
    const wrong = { "x-admin-token": `${TOKEN.slice(0, -1)}${TOKEN.endsWith("0") ? "1" : "0"}` };
    for (const answer of await callEach(api, wrong)) expectFailure(answer, 401, "admin_token_invalid");
    const inQuery = await api.get(`/api/admin_overview.php?admin_token=${TOKEN}&x-admin-token=${TOKEN}`, newAddress());
    expectFailure(inQuery, 401, "admin_token_invalid");
    const inBody = await api.post(
      "/api/admin_list_hide.php",
      { slug: "x", admin_token: TOKEN },
      { headers: newAddress() },
    );
    expectFailure(inBody, 401, "admin_token_invalid");
    expect(server.output()).toContain("admin view on at /web/admin/");
    expect(server.output()).not.toContain(TOKEN);
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

describe("hiding and deleting a list", () => {
  it("hides a list from visitors at once (410 page and answer, kept copies stale), tells its owner, and shows it again", async () => {
    const headers = admin();
    const list = await api.createList("Versteckt");
    await api.addItem(list, { title: "Rad" });
    // copies kept: the page and the answer, and the client's ETag
    const shown = await api.getList(list.slug);
    expect((await fetch(`${server.baseUrl}/web/?slug=${list.slug}`)).status).toBe(200);
    const etag = shown.headers.get("etag")!;

    expectOk(await api.post("/api/admin_list_hide.php", { slug: list.slug, hidden: true }, { headers }));
    expectFailure(await api.getList(list.slug), 410, "list_hidden");
    expectFailure(await api.get(`/api/list_get.php?slug=${list.slug}`, { "if-none-match": etag }), 410, "list_hidden");
    expectFailure(
      await api.get(`/api/list_get.php?slug=${list.slug}`, { "accept-language": "ar" }),
      410,
      "list_hidden",
      "ar",
    );
    const page = await fetch(`${server.baseUrl}/web/?slug=${list.slug}`);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain('data-testid="list-hidden"');
    expect(html).not.toContain("Versteckt");
    expect((await fetch(`${server.baseUrl}/web/?slug=${list.slug}`)).status).toBe(410);
    const owner = await api.get(`/api/list_get.php?slug=${list.slug}`, { "x-edit-token": list.editToken });
    expectOk(owner);
    expect(owner.json.hidden).toBe(true);
    const table = await api.get<ListsPage>(`/api/admin_lists.php?q=${list.slug}`, headers);
    expect(table.json.lists[0]!.hidden).toBe(true);

    expectOk(await api.post("/api/admin_list_hide.php", { slug: list.slug, hidden: false }, { headers }));
    expectOk(await api.getList(list.slug));
    expect((await fetch(`${server.baseUrl}/web/?slug=${list.slug}`)).status).toBe(200);
    expect((await api.get(`/api/list_get.php?slug=${list.slug}`, { "x-edit-token": list.editToken })).json.hidden).toBe(
      undefined,
    );
    expectFailure(
      await api.post("/api/admin_list_hide.php", { slug: "no-such-list" }, { headers }),
      404,
      "list_not_found",
    );
  });

  it("hides a list's pictures with it: their addresses answer 404 until it is shown again", async () => {
    const headers = admin();
    const list = await api.createList("Gemeldet");
    const item = await api.addItem(list, { title: "Poster" });
    const uploaded = await upload(list, item.id, await plain("#0c0"));
    expectOk(uploaded);
    const address = String((uploaded.json.item as { image_url: string }).image_url);
    const pictureStatuses = async () =>
      Promise.all([address, `${address}/card`].map(async (path) => (await fetch(`${server.baseUrl}${path}`)).status));
    expect(await pictureStatuses()).toEqual([200, 200]);
    expectOk(await api.post("/api/admin_list_hide.php", { slug: list.slug, hidden: true }, { headers }));
    expect(await pictureStatuses()).toEqual([404, 404]);
    expectOk(await api.post("/api/admin_list_hide.php", { slug: list.slug, hidden: false }, { headers }));
    expect(await pictureStatuses()).toEqual([200, 200]);
  });

  it("deletes a list as its owner would, its pictures with it", async () => {
    const headers = admin();
    const list = await api.createList("Weg damit");
    const item = await api.addItem(list, { title: "Lampe" });
    expectOk(await upload(list, item.id, await plain("#c00")));
    expectOk(await api.post("/api/admin_list_delete.php", { slug: list.slug }, { headers }));
    expectFailure(await api.getList(list.slug), 404, "list_not_found");
    const database = openDatabase(server.databaseUrl);
    try {
      const { rows } = await database.execute('SELECT COUNT(*) AS "n" FROM "Picture" WHERE "itemId" = ?', [item.id]);
      expect(Number(rows[0]!.n)).toBe(0);
    } finally {
      await database.close();
    }
    expectFailure(
      await api.post("/api/admin_list_delete.php", { slug: list.slug }, { headers }),
      404,
      "list_not_found",
    );
  });
});

describe("the pictures' quota", () => {
  it("refuses a picture past PICTURES_MAX_TOTAL_MB with 507 in the owner's language, keeps the wish, and shows the use", async () => {
    const list = await api.createList("Viele Bilder");
    const small = await api.addItem(list, { title: "Klein" });
    expectOk(await upload(list, small.id, await plain("#0a0")));
    const big = await api.addItem(list, { title: "Groß" });
    const refused = await upload(list, big.id, await noise(1280));
    expectFailure(refused, 507, "storage_quota");
    const items = (await api.getList(list.slug)).json.items as {
      id: string;
      title: string;
      image_url: string | null;
    }[];
    expect(items.find((each) => each.id === big.id)).toMatchObject({ title: "Groß", image_url: null });
    expect(items.find((each) => each.id === small.id)?.image_url).toBeTruthy();

    const overview = (await api.get<Overview>("/api/admin_overview.php", admin())).json;
    expect(overview.picture_bytes).toBeGreaterThan(0);
    expect(overview.picture_bytes).toBeLessThanOrEqual(1024 * 1024);
    const metrics = async () =>
      (await (await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } })).text())
        .split("\n")
        .filter((line) => line.startsWith("wunschliste_picture_"));
    // the gauge answers the last count and counts anew for the next scrape
    await metrics();
    const lines = await metrics();
    expect(lines).toContain(`wunschliste_picture_bytes ${overview.picture_bytes}`);
    expect(lines).toContain(`wunschliste_picture_quota_bytes ${1024 * 1024}`);
  });

  it("holds a list file's pictures to it: past it no list is made (507), within it the list keeps them", async () => {
    const photo = async (side: number) => {
      const pixels = randomBytes(side * side * 3);
      const jpeg = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
        .jpeg({ quality: 80 })
        .toBuffer();
      return jpeg.toString("base64");
    };
    const importing = (title: string, pictures: string[], language = "de") =>
      api.post(
        "/api/list_import.php",
        {
          document: {
            format: "wunschliste.list",
            version: 2,
            list: { title },
            items: pictures.map((picture, index) => ({ title: `Bild ${index + 1}`, picture })),
          },
          owner_password: "import-secret",
        },
        { as: "json", headers: { ...newAddress(), "accept-language": language } },
      );
    const listsTitled = async (title: string) => {
      const database = openDatabase(server.databaseUrl);
      try {
        const { rows } = await database.execute('SELECT COUNT(*) AS "n" FROM "List" WHERE "title" = ?', [title]);
        return Number(rows[0]!.n);
      } finally {
        await database.close();
      }
    };
    // two photos of noise: ~1.7 MB kept (WebP cannot make noise small), past the 1 MB quota
    const refused = await importing("Zu viele Bilder", [await photo(1000), await photo(1000)], "en");
    expectFailure(refused, 507, "storage_quota", "en");
    expect(await listsTitled("Zu viele Bilder")).toBe(0);
    // no list and no wish was made: the sentence (an upload's refusal too) must not say one was saved
    expect(refused.json.error).not.toMatch(/saved/i);

    const kept = await importing("Ein Bild", [(await plain("#a00")).toString("base64")]);
    expectOk(kept);
    const items = (await api.getList(kept.json.slug as string)).json.items as { image_url: string | null }[];
    expect(items[0]?.image_url).toBeTruthy();
  });
});
