// Hiding and deleting a list, and the pictures' quota (docs/api.md "Admin", docs/decisions/128-the-admin-view.md,
// 130-picture-quota.md): hiding answers 410 to visitors, tells the owner why and makes kept pages and
// answers stale at once; deleting takes the pictures along; past PICTURES_MAX_TOTAL_MB a picture is
// a 507, the wish kept, the use in the overview and the metrics, each refusal counted by what it
// refused (decision 235), a picture fetched from its address too (decision 240). The door and the
// table: admin.test.ts.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiAnswer } from "@/lib/validations/responses";
import { ADMIN_ENV, ADMIN_METRICS_TOKEN as METRICS, adminCallers } from "../support/admin";
import { expectFailure, expectOk } from "../support/api";
import { openDatabase } from "../support/database";
import { testServerForFile } from "../support/fixture";
import { startFixtureShop, type FixtureShop } from "../support/fixture-shop";

// pictures by address from the fixture shop on loopback, as pictures.test.ts fetches them
const { server, api } = testServerForFile({ ...ADMIN_ENV, OUTBOUND_ALLOW_HOSTS: "127.0.0.1" });
const { newAddress, admin } = adminCallers();

type Overview = ApiAnswer<"admin_overview">;
type ListsPage = ApiAnswer<"admin_lists">;

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

/** The lines of `/metrics` whose series starts with `prefix`. */
async function metricLines(prefix: string) {
  const answer = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } });
  return (await answer.text()).split("\n").filter((line) => line.startsWith(prefix));
}
const quotaRefusals = () => metricLines("wunschliste_picture_quota_refusals_total");

function upload(list: { slug: string; editToken: string }, itemId: string, bytes: Buffer) {
  const form = new FormData();
  form.append("slug", list.slug);
  form.append("edit_token", list.editToken);
  form.append("item_id", itemId);
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "picture.png");
  return api.postRaw("/api/item_image.php", form, undefined, newAddress());
}

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
  let shop: FixtureShop;
  beforeAll(async () => {
    shop = await startFixtureShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

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
    const metrics = () => metricLines("wunschliste_picture_");
    const lines = await metrics();
    expect(lines).toContain(`wunschliste_picture_bytes ${overview.picture_bytes}`);
    expect(lines).toContain(`wunschliste_picture_quota_bytes ${1024 * 1024}`);
    // the refusal is counted, so one just under the quota shows beside the use (decision 235)
    expect(lines).toContain('wunschliste_picture_quota_refusals_total{what="upload"} 1');
    // the list deleted, its picture is gone: the very next scrape says so (it said the last count)
    expectOk(await api.post("/api/list_delete.php", { slug: list.slug, edit_token: list.editToken }));
    const afterDelete = await metrics();
    const left = (await api.get<Overview>("/api/admin_overview.php", admin())).json.picture_bytes;
    expect(left).toBeLessThan(overview.picture_bytes);
    expect(afterDelete).toContain(`wunschliste_picture_bytes ${left}`);
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
    expect(await quotaRefusals()).toContain('wunschliste_picture_quota_refusals_total{what="list_import"} 1');

    const kept = await importing("Ein Bild", [(await plain("#a00")).toString("base64")]);
    expectOk(kept);
    const items = (await api.getList(kept.json.slug as string)).json.items as { image_url: string | null }[];
    expect(items[0]?.image_url).toBeTruthy();
  });
  it("does not keep a picture fetched from its address past it, keeps the wish with the reason, and counts it", async () => {
    shop.serve("/noise.png", "image/png", await noise(1280));
    const list = await api.createList("Vom Laden");
    const item = await api.addItem(list, { title: "Lampe", image_url: `${shop.origin}/noise.png` });
    expect(shop.hits("/noise.png")).toBe(1);
    expect(item).toMatchObject({ title: "Lampe", image_url: null, image_problem: "storage_quota" });
    // an operator's alert sees it beside the uploads' and the list files' (decision 240)
    expect(await quotaRefusals()).toContain('wunschliste_picture_quota_refusals_total{what="address"} 1');
    expectOk(await api.post("/api/list_delete.php", { slug: list.slug, edit_token: list.editToken }));
  });
});
