// The pictures the list keeps (issue 24, docs/decisions/050-pictures-the-list-keeps.md): fetched
// through the outbound rules from the fixture shop on 127.0.0.1 (OUTBOUND_ALLOW_HOSTS), uploaded
// by the owner, processed (upright, no metadata, two WebP sizes), served by the app for good, and
// gone with their item. The second fixture on 127.0.0.2 stands for a private host: its hit counter
// proves that a refusal made no request. Nothing here leaves loopback.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireItem } from "@/lib/wire";
import { createApi, errorText, expectFailure, expectOk, type Api } from "../support/api";
import { openDatabase } from "../support/database";
import { testServerForFile } from "../support/fixture";
import { freshDatabase, startServer, type TestServer } from "../support/server";
import { startFixtureShops, type FixtureShop } from "../support/fixture-shop";
import { NOT_A_PICTURE, hugePng, phonePhoto } from "../support/pictures";

const { api, server } = testServerForFile({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1" });

let shop: FixtureShop;
let other: FixtureShop;
let photo: Buffer;
beforeAll(async () => {
  ({ shop, other } = await startFixtureShops());
  // 2000 × 1000 as stored, turned upright by its EXIF: 1000 wide, 2000 high
  photo = await phonePhoto(2000, 1000);
  shop.serve("/photo.jpg", "image/jpeg", photo);
  shop.serve("/pretends.png", "image/png", NOT_A_PICTURE);
});
afterAll(async () => {
  await Promise.all([shop?.close(), other?.close()]);
});

type List = { slug: string; editToken: string };

function upload(list: List, itemId: string, image: Blob | null, client: Api = api, locale = "de") {
  const form = new FormData();
  form.append("slug", list.slug);
  form.append("edit_token", list.editToken);
  form.append("item_id", itemId);
  if (image) form.append("image", image, "photo.jpg");
  return client.postRaw("/api/item_image.php", form, undefined, { "accept-language": locale });
}

const jpeg = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });

async function fetchPicture(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${address}`, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** What a kept picture must be: WebP, the size said, upright, no EXIF/GPS/camera left. */
async function expectKept(address: string, width: number, height: number) {
  const { response, bytes } = await fetchPicture(address);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/webp");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const metadata = await sharp(bytes).metadata();
  expect(metadata).toMatchObject({ format: "webp", width, height });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  expect(bytes.includes(Buffer.from("Wunschliste Test Camera"))).toBe(false);
  // upright: the photo's red left half is now on top
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
  expect(at(Math.floor(width / 2), Math.floor(height / 4))).toBeGreaterThan(150);
  expect(at(Math.floor(width / 2), Math.floor((height * 3) / 4))).toBeLessThan(100);
  return response;
}

describe("a picture fetched from its address", () => {
  it("is kept: a same-origin address, upright, stripped, in two sizes, cached for good", async () => {
    const list = await api.createList("Bilder");
    const source = `${shop.origin}/photo.jpg?session=secret-query`;
    const item = await api.addItem(list, { title: "Lampe", image_url: source });
    expect(item.image_url).toMatch(/^\/api\/image\/[a-z0-9]+$/);
    expect(item).toMatchObject({ image_source: source, image_problem: null, image_width: 640, image_height: 1280 });
    expect(item.image_srcset).toBe(`${item.image_url}/card 480w, ${item.image_url} 640w`);
    expect(shop.hits("/photo.jpg")).toBe(1);

    const response = await expectKept(item.image_url!, 640, 1280);
    await expectKept(`${item.image_url}/card`, 480, 960);
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"[a-z0-9]+-large"$/);
    expect((await fetchPicture(item.image_url!, { "if-none-match": etag })).response.status).toBe(304);

    // visitors see the app's address; nothing on the list names the shop's picture but the source
    const { json } = await api.getList(list.slug);
    expect(json.items[0]).toMatchObject({ image_url: item.image_url, image_srcset: item.image_srcset });
    // the log keeps no picture address
    expect(server.output()).not.toContain("secret-query");
  });

  it("is not fetched again while the address stays; a new address gives a new picture address", async () => {
    const list = await api.createList("Wieder");
    const item = await api.addItem(list, { title: "Lampe", image_url: `${shop.origin}/photo.jpg` });
    const hits = shop.hits("/photo.jpg");
    const same = await api.post<{ item: WireItem }>(
      "/api/item_update.php",
      { slug: list.slug, edit_token: list.editToken, item_id: item.id, title: "Lampe 2", image_url: item.image_source },
      { as: "json" },
    );
    expectOk(same);
    expect(same.json.item.image_url).toBe(item.image_url);
    expect(shop.hits("/photo.jpg")).toBe(hits);

    const changed = await api.post<{ item: WireItem }>(
      "/api/item_update.php",
      { slug: list.slug, edit_token: list.editToken, item_id: item.id, image_url: `${shop.origin}/photo.jpg?v=2` },
      { as: "json" },
    );
    expectOk(changed);
    expect(changed.json.item.image_url).toMatch(/^\/api\/image\//);
    expect(changed.json.item.image_url).not.toBe(item.image_url);
    expect((await fetchPicture(item.image_url!)).response.status).toBe(404);
  });

  it("is refused by the outbound rules without a request, and the wish is saved saying why", async () => {
    const list = await api.createList("Privat");
    // a private host as written: refused when saved, as before pictures were kept
    const direct = await api.post(
      "/api/item_create.php",
      { slug: list.slug, edit_token: list.editToken, title: "X", image_url: `${other.origin}/picture.png` },
      { as: "json" },
    );
    expectFailure(direct, 400, "url_not_public");
    expect(direct.json.field).toBe("image_url");

    // an allowed host that redirects to a private one: the wish stands, without a picture
    const redirected = await api.addItem(list, {
      title: "Umweg",
      image_url: `${shop.origin}/picture-to-other-loopback`,
    });
    expect(redirected).toMatchObject({ image_url: null, image_srcset: null, image_problem: "picture_not_allowed" });
    expect(shop.hits("/picture-to-other-loopback")).toBe(1);
    expect(other.hits("/picture.png")).toBe(0);

    const pretends = await api.addItem(list, { title: "Kein Bild", image_url: `${shop.origin}/pretends.png` });
    expect(pretends).toMatchObject({ image_url: null, image_problem: "picture_not_an_image" });
    const gone = await api.addItem(list, { title: "Weg", image_url: `${shop.origin}/nothing-here.png` });
    expect(gone).toMatchObject({ image_url: null, image_problem: "picture_unreachable" });

    // the same address saved again is a retry
    const retried = await api.post<{ item: WireItem }>(
      "/api/item_update.php",
      { slug: list.slug, edit_token: list.editToken, item_id: gone.id, image_url: gone.image_source },
      { as: "json" },
    );
    expect(retried.json.item.image_problem).toBe("picture_unreachable");
    expect(shop.hits("/nothing-here.png")).toBe(2);
  });
});

describe("item_image (upload) and item_image_delete", () => {
  it("keeps an uploaded phone photo upright and stripped, and removes it again", async () => {
    const list = await api.createList("Upload");
    const item = await api.addItem(list, { title: "Foto" });
    const answer = await upload(list, item.id, jpeg(photo));
    expectOk(answer);
    const uploaded = (answer.json as { item: WireItem }).item;
    expect(uploaded).toMatchObject({ image_source: null, image_problem: null, image_width: 640, image_height: 1280 });
    await expectKept(uploaded.image_url!, 640, 1280);

    const removed = await api.post<{ item: WireItem }>("/api/item_image_delete.php", {
      slug: list.slug,
      edit_token: list.editToken,
      item_id: item.id,
    });
    expectOk(removed);
    expect(removed.json.item).toMatchObject({ image_url: null, image_source: null });
    const old = await fetchPicture(uploaded.image_url!);
    expect(old.response.status).toBe(404);
  });

  it("refuses what is no picture it can keep, each with its own localized 4xx", async () => {
    const list = await api.createList("Nein");
    const item = await api.addItem(list, { title: "Foto" });
    const tooBig = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024 + 1 - photo.length)]);
    expectFailure(await upload(list, item.id, jpeg(tooBig), api, "en"), 413, "picture_too_large", "en");
    expectFailure(await upload(list, item.id, jpeg(NOT_A_PICTURE), api, "tr"), 415, "picture_not_an_image", "tr");
    // the header claims 900 megapixels: refused from the header, nothing decoded
    const huge = await upload(list, item.id, new Blob([new Uint8Array(hugePng())], { type: "image/png" }));
    expectFailure(huge, 422, "picture_too_many_pixels");
    expect(huge.json.error).toBe(errorText("picture_too_many_pixels"));
    expectFailure(await upload(list, item.id, null), 400, "picture_missing");
    expectFailure(await upload({ ...list, editToken: "wrong" }, item.id, jpeg(photo)), 403, "edit_token_invalid");
    expectFailure(await upload(list, "nosuchitem", jpeg(photo)), 404, "item_not_found");
    const { json } = await api.getList(list.slug);
    expect(json.items[0]!.image_url).toBeNull();
  });

  it("deletes the pictures with their item and with their list", async () => {
    const list = await api.createList("Weg damit");
    const first = await api.addItem(list, { title: "Eins", image_url: `${shop.origin}/photo.jpg` });
    const second = await api.addItem(list, { title: "Zwei", image_url: `${shop.origin}/photo.jpg` });
    expectOk(
      await api.post("/api/item_delete.php", { slug: list.slug, edit_token: list.editToken, item_id: first.id }),
    );
    expect((await fetchPicture(first.image_url!)).response.status).toBe(404);
    expect((await fetchPicture(second.image_url!)).response.status).toBe(200);
    expectOk(await api.post("/api/list_delete.php", { slug: list.slug, edit_token: list.editToken }));
    const database = openDatabase(server.databaseUrl);
    try {
      const { rows } = await database.execute(`SELECT count(*) AS n FROM "Picture" WHERE "id" = ?`, [
        second.image_url!.split("/").pop(),
      ]);
      expect(Number(rows[0]!.n)).toBe(0);
    } finally {
      await database.close();
    }
  });

  it("answers an unknown picture address with a 404", async () => {
    expect((await fetchPicture("/api/image/nosuchpicture")).response.status).toBe(404);
    expect((await fetchPicture("/api/image/nosuchpicture/huge")).response.status).toBe(404);
  });
});

describe("the list file carries the pictures", () => {
  it("exports version 2 with each picture, and an import keeps them under new addresses", async () => {
    const list = await api.createList("Mit Bild");
    const item = await api.addItem(list, { title: "Lampe", image_url: `${shop.origin}/photo.jpg` });
    const exported = await api.post<{ document: { version: number; items: { picture: string | null }[] } }>(
      "/api/list_export.php",
      { slug: list.slug, edit_token: list.editToken },
    );
    expectOk(exported);
    expect(exported.json.document.version).toBe(2);
    const picture = exported.json.document.items[0]!.picture!;
    expect((await sharp(Buffer.from(picture, "base64")).metadata()).format).toBe("webp");

    const hits = shop.hits("/photo.jpg");
    const imported = await api.post<{ slug: string }>(
      "/api/list_import.php",
      { owner_password: "import-secret", document: exported.json.document },
      { as: "json" },
    );
    expectOk(imported);
    const { json } = await api.getList(imported.json.slug);
    const copy = json.items[0]!;
    expect(copy.image_url).toMatch(/^\/api\/image\//);
    expect(copy.image_url).not.toBe(item.image_url);
    expect(copy.image_source).toBe(item.image_source);
    // the picture came from the file, not from the shop again
    expect(shop.hits("/photo.jpg")).toBe(hits);
    await expectKept(copy.image_url!, 640, 1280);
  });
});

describe("pictures that lists named by address before this version", () => {
  it("are fetched once in the background after the start, with a log line per list", async () => {
    const database = await freshDatabase();
    const env = { OUTBOUND_ALLOW_HOSTS: "127.0.0.1" };
    const before = await startServer(env, database);
    let after: TestServer | undefined;
    try {
      const old = createApi(before.baseUrl);
      const list = await old.createList("Von früher");
      const wish = await old.addItem(list, { title: "Lampe" });
      await old.addItem(list, { title: "Ohne Bild" });
      // as the upgrade finds it: an address, no picture, nothing tried yet
      const sql = openDatabase(database.databaseUrl);
      try {
        await sql.execute(`UPDATE "Item" SET "imageUrl" = ? WHERE "id" = ?`, [`${shop.origin}/photo.jpg`, wish.id]);
      } finally {
        await sql.close();
      }
      await before.stop();
      const hits = shop.hits("/photo.jpg");

      after = await startServer(env, database);
      const upgraded = createApi(after.baseUrl);
      // meanwhile the card has no picture; then the app's own copy, fetched once
      await expect
        .poll(async () => (await upgraded.getList(list.slug)).json.items[0]!.image_url, { timeout: 60_000 })
        .toMatch(/^\/api\/image\/[a-z0-9]+$/);
      expect(shop.hits("/photo.jpg")).toBe(hits + 1);
      await expect
        .poll(() => after!.output(), { timeout: 30_000 })
        .toMatch(/\[pictures\] list \w+: kept 1 of 1 picture/);
      expect(after.output()).not.toContain(shop.origin);
    } finally {
      await before.stop();
      await after?.stop();
      await database.remove();
    }
  });
});
