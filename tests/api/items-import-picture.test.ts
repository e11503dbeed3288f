// The pictures of "Bring wishes along"'s review (issue 55, docs/decisions/144-pictures-in-the-review.md):
// `items_import_picture` fetches a found wish's picture for its owner only, by the rules of every
// picture fetch, and answers a small WebP kept nowhere. The fixture shop on 127.0.0.1 is allowed
// (OUTBOUND_ALLOW_HOSTS); the one on 127.0.0.2 stands for a private host, its hit counter proving a
// refusal asked nothing. Each test sends from its own address (TRUST_PROXY), so budgets are its own.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectFailure, expectOk, type Answer } from "../support/api";
import { testServerForFile } from "../support/fixture";
import { startFixtureShops, type FixtureShop } from "../support/fixture-shop";
import { NOT_A_PICTURE, hugePng, phonePhoto } from "../support/pictures";

const BUDGET = 3;
const { api, server } = testServerForFile({
  OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
  TRUST_PROXY: "1",
  RATE_LIMIT_PICTURES: String(BUDGET),
});

let shop: FixtureShop;
let other: FixtureShop;
beforeAll(async () => {
  ({ shop, other } = await startFixtureShops());
  // 2000 × 1000 as stored, upright 1000 wide and 2000 high
  shop.serve("/photo.jpg", "image/jpeg", await phonePhoto(2000, 1000));
  shop.serve("/pretends.png", "image/png", NOT_A_PICTURE);
  shop.serve("/huge.png", "image/png", hugePng());
  shop.serve("/heavy.jpg", "image/jpeg", Buffer.alloc(11 * 1024 * 1024, 0xff));
  for (const n of [1, 2, 3, 4, 5]) shop.serve(`/budget-${n}.jpg`, "image/jpeg", await phonePhoto(40, 20));
});
afterAll(async () => {
  await Promise.all([shop?.close(), other?.close()]);
});

type List = { slug: string; editToken: string };
let senders = 0;
const newSender = () => `203.0.113.${++senders}`;

/** The review's request for one picture, as the browser sends it: the token in the JSON body. */
async function askPicture(list: List, url: string, sender: string, token = list.editToken) {
  const response = await fetch(`${server.baseUrl}/api/items_import_picture.php`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": sender },
    body: JSON.stringify({ slug: list.slug, edit_token: token, url }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString("utf8");
  let json: Answer["json"] = {} as Answer["json"];
  if (response.headers.get("content-type")?.startsWith("application/json")) json = JSON.parse(text);
  return { status: response.status, headers: response.headers, text, json, bytes };
}

describe("items_import_picture", () => {
  it("answers the owner a small WebP of the picture, kept nowhere and never cached", async () => {
    const list = await api.createList("Pictures");
    const answer = await askPicture(list, `${shop.origin}/photo.jpg`, newSender());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const metadata = await sharp(answer.bytes).metadata();
    // upright and at most 144 px on its long side: a few KB instead of the shop's 2000 × 1000 JPEG
    expect(metadata).toMatchObject({ format: "webp", width: 72, height: 144 });
    expect(metadata.exif).toBeUndefined();
    expect(answer.bytes.length).toBeLessThan(8 * 1024);
    // nothing of it became part of the list
    const view = await api.get<{ items: unknown[] }>(`/api/list_get.php?slug=${list.slug}`, {
      "x-edit-token": list.editToken,
    });
    expectOk(view);
    expect(view.json.items).toEqual([]);
  });

  it("answers only the owner: a wrong edit token is a 403 and nothing is fetched", async () => {
    const list = await api.createList("Not yours");
    const before = shop.hits("/photo.jpg");
    const answer = await askPicture(list, `${shop.origin}/photo.jpg`, newSender(), "x".repeat(43));
    expectFailure(answer, 403, "edit_token_invalid");
    expect(shop.hits("/photo.jpg")).toBe(before);
  });

  it("refuses private addresses, as written or reached by a redirect, without asking them", async () => {
    const list = await api.createList("Private");
    const sender = newSender();
    const port = new URL(other.origin).port;
    for (const url of [`${other.origin}/picture.png`, `http://localhost:${port}/picture.png`]) {
      expectFailure(await askPicture(list, url, sender), 400, "url_not_public");
    }
    expectFailure(await askPicture(list, "javascript:alert(1)", sender), 400, "invalid_url");
    // the allowed shop sends the fetcher on to 127.0.0.2: refused before that hop
    expectFailure(
      await askPicture(list, `${shop.origin}/picture-to-other-loopback`, sender),
      400,
      "picture_not_allowed",
    );
    expect(other.hits("/picture.png")).toBe(0);
  });

  it("refuses what is no picture, too many pixels and too many bytes with their 4xx", async () => {
    const list = await api.createList("Refused");
    // three refusals of the budget of three: each sender its own
    const pretends = await askPicture(list, `${shop.origin}/pretends.png`, newSender());
    expectFailure(pretends, 415, "picture_not_an_image");
    expect(pretends.json.field).toBe("url");
    expectFailure(await askPicture(list, `${shop.origin}/huge.png`, newSender()), 422, "picture_too_many_pixels");
    expectFailure(await askPicture(list, `${shop.origin}/heavy.jpg`, newSender()), 413, "picture_too_large");
  });

  it("counts against a review budget per address and per list across requests at once; the import's stays whole", async () => {
    const [first, second] = [await api.createList("Budget"), await api.createList("Another")];
    const spender = newSender();
    const urls = [1, 2, 3, 4, 5].map((n) => `${shop.origin}/budget-${n}.jpg`);
    const answers = await Promise.all(urls.map((url) => askPicture(first, url, spender)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expectFailure(refused, 429, "too_many_pictures");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // a refused picture was never asked for
    expect(urls.reduce((sum, url) => sum + shop.hits(new URL(url).pathname), 0)).toBe(BUDGET);

    // another address on the spent list: the list's budget is spent too; on another list it is not
    const other = newSender();
    expectFailure(await askPicture(first, urls[0]!, other), 429, "too_many_pictures");
    expect((await askPicture(second, urls[0]!, other)).status).toBe(200);

    // the review's pictures are not the import's: the spender's wishes still come with their pictures
    const added = await api.post<{ items: unknown[] }>(
      "/api/items_import.php",
      {
        slug: first.slug,
        edit_token: first.editToken,
        items: urls.slice(0, BUDGET).map((url, n) => ({ title: `Wish ${n}`, image_url: url })),
      },
      { as: "json", headers: { "x-forwarded-for": spender } },
    );
    expectOk(added);
  });
});
