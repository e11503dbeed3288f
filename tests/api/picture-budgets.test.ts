// Pictures under budgets (issue 39 items 3 and 4, docs/decisions/073-picture-budgets.md): a
// picture is held to its format's pixel budget from the header (an AVIF or GIF is decoded whole,
// so it gets fewer pixels than a JPEG, WebP or PNG), by upload, link and import alike; an upload's
// list, item and token are checked before its picture is read; an import whose client hung up
// stops. The hostile pictures are made here with sharp: a flat colour, few bytes, many pixels.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireItem } from "@/lib/wire";
import { expectFailure, expectOk } from "../support/api";
import { describeOnOneBackend } from "../support/backends";
import { openDatabase } from "../support/database";
import { testServerForFile } from "../support/fixture";
import { startFixtureShops, type FixtureShop } from "../support/fixture-shop";
import { flatPicture, phonePhoto } from "../support/pictures";

const { api, server } = testServerForFile({
  OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
  BODY_TIMEOUT_SECONDS: "15",
  RATE_LIMIT_FAILED_IMPORTS: "1000",
});

type List = { slug: string; editToken: string };

function upload(list: List, itemId: string, picture: Buffer, type: string, fieldsFirst = true) {
  const form = new FormData();
  const image = () => form.append("image", new Blob([new Uint8Array(picture)], { type }), "picture");
  if (!fieldsFirst) image();
  form.append("slug", list.slug);
  form.append("edit_token", list.editToken);
  form.append("item_id", itemId);
  if (fieldsFirst) image();
  return api.postRaw("/api/item_image.php", form);
}

async function wish(title = "Bild") {
  const list = await api.createList(title);
  return { list, item: await api.addItem(list, { title }) };
}

// decoding within budgets does not depend on the database: the SQLite pass (decision 174)
describeOnOneBackend("a picture's format decides how many pixels it may have", () => {
  let shop: FixtureShop;
  let other: FixtureShop;
  let avif25mp: Buffer;
  beforeAll(async () => {
    ({ shop, other } = await startFixtureShops());
    // 25 MP as an AVIF: well under the old 64 MP for every format, over AVIF's 16 MP
    avif25mp = await flatPicture("avif", 5000);
    shop.serve("/huge.avif", "image/avif", avif25mp);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([shop?.close(), other?.close()]);
  });

  it("refuses an AVIF or GIF whose pixels would be decoded whole beyond their budget, from the header", async () => {
    const { list, item } = await wish();
    expectFailure(await upload(list, item.id, avif25mp, "image/avif"), 422, "picture_too_many_pixels");
    // 42 MP of GIF: over GIF's 40 MP
    const gif = await flatPicture("gif", 6500);
    expectFailure(await upload(list, item.id, gif, "image/gif"), 422, "picture_too_many_pixels");
    expect((await api.getList(list.slug)).json.items[0]!.image_url).toBeNull();
  }, 120_000);

  it("keeps what shrinks while it is decoded up to 64 MP, and a 12 MP AVIF, as before", async () => {
    const { list, item } = await wish();
    const pictures: [Buffer, string][] = [
      [await flatPicture("png", 8000), "image/png"], // 64 MP, decoded line by line
      [await flatPicture("webp", 8000), "image/webp"], // 64 MP, shrunk while decoded
      [await flatPicture("avif", 4000, 3000), "image/avif"], // a 12 MP phone photo's size
      [await flatPicture("gif", 600, 400), "image/gif"],
      [await phonePhoto(2000, 1000), "image/jpeg"], // sideways by its EXIF
    ];
    for (const [bytes, type] of pictures) {
      const answer = await upload(list, item.id, bytes, type);
      expectOk(answer);
      expect((answer.json as { item: WireItem }).item.image_url, type).toMatch(/^\/api\/image\//);
    }
    expect((await api.getList(list.slug)).json.items[0]).toMatchObject({ image_width: 640, image_height: 1280 });
  }, 180_000);

  it("holds a picture link and a list file to the same budgets", async () => {
    const { list } = await wish();
    const fetched = await api.addItem(list, { title: "Link", image_url: `${shop.origin}/huge.avif` });
    expect(fetched).toMatchObject({ image_url: null, image_problem: "picture_too_many_pixels" });
    const document = {
      format: "wunschliste.list",
      version: 2,
      list: { title: "Datei" },
      items: [{ title: "Riesig", picture: avif25mp.toString("base64") }],
    };
    const imported = await api.post("/api/list_import.php", { owner_password: "pw", document }, { as: "json" });
    expectFailure(imported, 422, "picture_too_many_pixels");
    expect(imported.json.field).toBe("document.items.0.picture");
  }, 60_000);
});

/**
 * Sends an upload's head, its fields and the first `sent` bytes of a picture that the head says
 * has `declared` bytes, then waits for an answer without sending the rest.
 */
function partialUpload(fields: Record<string, string>, declared: number, sent: number): Promise<string> {
  const boundary = "xUploadBoundary";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const imageHead = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(parts.join("") + imageHead + tail) + declared;
  return new Promise((resolve) => {
    let received = "";
    const socket = net.connect(server.port, "127.0.0.1", () => {
      socket.write(
        `POST /api/item_image.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: ${length}\r\n\r\n${parts.join("")}${imageHead}`,
      );
      if (sent > 0) socket.write(Buffer.alloc(sent, 7));
    });
    socket.on("data", (chunk) => {
      received += chunk;
      // one whole answer is all this needs: its declared length, or a chunked body's last chunk
      const split = received.indexOf("\r\n\r\n");
      if (split < 0) return;
      const [head, body] = [received.slice(0, split), received.slice(split + 4)];
      const length = /content-length: (\d+)/i.exec(head)?.[1];
      if (length ? Buffer.byteLength(body) >= Number(length) : /\r\n0\r\n\r\n$/.test(received)) socket.destroy();
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(received));
  });
}

describe("an upload", () => {
  const NINE_MB = Math.round(9.4 * 1024 * 1024);

  it("to a list that does not exist, or with a wrong token, is refused before its picture is read", async () => {
    // the picture's 9.4 MB never come: before, the server waited for them (and answered 408)
    const missing = await partialUpload(
      { slug: "nosuchlist1", edit_token: "x".repeat(43), item_id: "nosuchitem1" },
      NINE_MB,
      64 * 1024,
    );
    expect(missing).toMatch(/^HTTP\/1\.1 404 /);
    expect(missing).toContain('"code":"list_not_found"');

    const { list, item } = await wish();
    const wrong = await partialUpload({ slug: list.slug, edit_token: "y".repeat(43), item_id: item.id }, NINE_MB, 1024);
    expect(wrong).toMatch(/^HTTP\/1\.1 403 /);
    expect(wrong).toContain('"code":"edit_token_invalid"');
    // the server goes on answering: the refused bodies were not kept
    expectOk(await api.getList(list.slug));
  }, 60_000);

  it("that says it is larger than a picture may be is refused at once, from its Content-Length", async () => {
    const { list, item } = await wish();
    const answer = await partialUpload(
      { slug: list.slug, edit_token: list.editToken, item_id: item.id },
      11 * 1024 * 1024,
      0,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"picture_too_large"');
  }, 60_000);

  it("still works with its fields after the picture (then they are checked once it is read)", async () => {
    const { list, item } = await wish();
    const photo = await phonePhoto(600, 300);
    expectOk(await upload(list, item.id, photo, "image/jpeg", false));
    expectFailure(
      await upload({ ...list, editToken: "z".repeat(43) }, item.id, photo, "image/jpeg", false),
      403,
      "edit_token_invalid",
    );
    // a form without a file part is still told what is missing
    const plain = await api.post("/api/item_image.php", {
      slug: list.slug,
      edit_token: list.editToken,
      item_id: item.id,
    });
    expectFailure(plain, 400, "picture_missing");
  }, 60_000);
});

describe("an import whose client hung up", () => {
  it("stops: its pictures are not all decoded and no list is made", async () => {
    const picture = (await flatPicture("avif", 3000)).toString("base64");
    const documentTitled = (title: string) => ({
      format: "wunschliste.list",
      version: 2,
      list: { title },
      items: Array.from({ length: 12 }, (_, i) => ({ title: `Geschenk ${i}`, picture })),
    });
    const gone = new AbortController();
    const abandoned = fetch(`${server.baseUrl}/api/list_import.php`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ owner_password: "pw", document: documentTitled("Verlassen") }),
      signal: gone.signal,
    }).catch(() => null);
    // hung up once the server is at the pictures (its log line says 499 when it gives up)
    await new Promise((resolve) => setTimeout(resolve, 1500));
    gone.abort();
    await abandoned;
    // the same file from a client that waits: its pictures queue behind whatever the first one
    // would still decode, so once it is answered the first would have made its list too
    const waited = await api.post<{ slug: string }>(
      "/api/list_import.php",
      { owner_password: "pw", document: documentTitled("Gewartet") },
      { as: "json" },
    );
    expectOk(waited);
    await expect.poll(() => server.output(), { timeout: 60_000 }).toMatch(/POST \/api\/list_import\.php 499 /);
    const database = openDatabase(server.databaseUrl);
    try {
      const { rows } = await database.execute(`SELECT "title" FROM "List" WHERE "title" IN (?, ?)`, [
        "Verlassen",
        "Gewartet",
      ]);
      expect(rows.map((row) => row.title)).toEqual(["Gewartet"]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
