// The picture budget per address (docs/decisions/073-picture-budgets.md, RATE_LIMIT_PICTURES):
// uploads, picture links and imports draw on one budget per address and hour, counted in the
// database, so two instances of one deployment and requests sent at once cannot pass it together.
// A version-1 import's picture addresses count before anything is fetched.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireItem } from "@/lib/wire";
import { createApi, expectFailure, expectOk } from "../support/api";
import { twoInstancesForFile } from "../support/fixture";
import { startFixtureShops, type FixtureShop } from "../support/fixture-shop";
import { phonePhoto } from "../support/pictures";

const BUDGET = 4;
const [first, second] = twoInstancesForFile({
  OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
  RATE_LIMIT_PICTURES: String(BUDGET),
  RATE_LIMIT_FAILED_IMPORTS: "1000",
  // a proxy's X-Forwarded-For names the client: each test here is another address
  TRUST_PROXY: "1",
});

let shop: FixtureShop;
let other: FixtureShop;
let photo: Buffer;
beforeAll(async () => {
  ({ shop, other } = await startFixtureShops());
  photo = await phonePhoto(600, 300);
  shop.serve("/photo.jpg", "image/jpeg", photo);
});
afterAll(async () => {
  await Promise.all([shop?.close(), other?.close()]);
});

type List = { slug: string; editToken: string };

const FIRST_CLIENT = { "x-forwarded-for": "192.0.2.10" };
const SECOND_CLIENT = { "x-forwarded-for": "192.0.2.20" };

function upload(base: string, list: List, itemId: string) {
  const form = new FormData();
  form.append("slug", list.slug);
  form.append("edit_token", list.editToken);
  form.append("item_id", itemId);
  form.append("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
  return createApi(base).postRaw("/api/item_image.php", form, undefined, FIRST_CLIENT);
}

describe("the picture budget", () => {
  it("holds for uploads sent at once to two instances, then for links and imports; Retry-After says when", async () => {
    const api = first.api;
    const list = await api.createList("Budget");
    const items: WireItem[] = [];
    for (let i = 0; i < 10; i += 1) items.push(await api.addItem(list, { title: `Wunsch ${i}` }));
    const answers = await Promise.all(
      items.map((item, i) => upload((i % 2 === 0 ? first : second).server.baseUrl, list, item.id)),
    );
    const kept = answers.filter((answer) => answer.status === 200);
    expect(kept).toHaveLength(BUDGET);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expectFailure(refused, 429, "too_many_pictures");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    }

    // a picture link: the wish is saved and says why it has no picture; the shop is not asked
    const hits = shop.hits("/photo.jpg");
    const linked = await second.api.post<{ item: WireItem }>(
      "/api/item_create.php",
      { slug: list.slug, edit_token: list.editToken, title: "Link", image_url: `${shop.origin}/photo.jpg` },
      { as: "json", headers: FIRST_CLIENT },
    );
    expect(linked.json.item).toMatchObject({ image_url: null, image_problem: "too_many_pictures" });
    expect(shop.hits("/photo.jpg")).toBe(hits);

    // a list file with a picture is refused before it is looked at; no list is made
    const exported = await api.post<{ document: { items: unknown[] } }>("/api/list_export.php", {
      slug: list.slug,
      edit_token: list.editToken,
    });
    expectOk(exported);
    expectFailure(
      await api.post(
        "/api/list_import.php",
        { owner_password: "pw", document: exported.json.document },
        { as: "json", headers: FIRST_CLIENT },
      ),
      429,
      "too_many_pictures",
    );
  }, 180_000);
});

describe("a version-1 import", () => {
  it("counts every picture address it would fetch, before the list is made", async () => {
    const api = second.api;
    const as = { as: "json" as const, headers: SECOND_CLIENT };
    const items = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ title: `Alt ${i}`, image_url: `${shop.origin}/photo.jpg?n=${i}` }));
    const document = (count: number) => ({
      format: "wunschliste.list",
      version: 1,
      list: { title: "Alt" },
      items: items(count),
    });
    const hits = shop.hits("/photo.jpg");

    // five addresses do not fit a budget of four: refused, nothing fetched, no list
    const over = await api.post("/api/list_import.php", { owner_password: "pw", document: document(BUDGET + 1) }, as);
    expectFailure(over, 429, "too_many_pictures");
    // four fit: the list is made and its pictures fetched in the background
    const fits = await api.post<{ slug: string }>(
      "/api/list_import.php",
      { owner_password: "pw", document: document(BUDGET) },
      as,
    );
    expectOk(fits);
    await expect.poll(() => shop.hits("/photo.jpg") - hits, { timeout: 60_000 }).toBe(BUDGET);
    // and the budget is used up for this address
    const more = await api.post("/api/list_import.php", { owner_password: "pw", document: document(1) }, as);
    expectFailure(more, 429, "too_many_pictures");
  }, 180_000);
});
