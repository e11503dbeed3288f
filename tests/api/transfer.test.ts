// Export a list as a file, create a new list from one (here or on another install), and "start a
// new list from this one": the API's edges.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { testServersForFile } from "../support/fixture";
import { PNG, startFixtureShop } from "../support/fixture-shop";

const [{ api, server }, { api: otherApi }] = testServersForFile({ MAX_ITEMS_PER_LIST: "20" }, {});

type Document = { format: string; version: number; list: Record<string, unknown>; items: Record<string, unknown>[] };

/** A POST that declares `length` bytes of JSON and sends none of them; resolves with the answer. */
function declaredOnly(pathname: string, length: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.baseUrl}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(length) },
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on("error", reject);
    request.flushHeaders();
  });
}

async function exported(list: { slug: string; editToken: string }): Promise<Document> {
  const answer = await api.post("/api/list_export.php", { slug: list.slug, edit_token: list.editToken });
  expectOk(answer);
  return answer.json.document as Document;
}

async function fullList() {
  const list = await api.createList("Geburtstag 2026 – Ümit & Şule 🎂", "owner-secret");
  await api.updateList(list, {
    theme_color: "#aa3355",
    font_key: "serif",
    bg_theme: "party",
    event_date: "2026-12-24T18:30",
    event_location: "Wien",
    event_note: "Zeile 1\nZeile 2",
    identity_mode: "icon",
    occasion: "family",
    require_name: false,
  });
  const a = await api.addItem(list, {
    title: "Buch",
    url: "https://example.org/buch",
    price: "19,90",
    note: "gebraucht ok",
  });
  const b = await api.addItem(list, { title: "Tee", price: "ca. 10 €", image_url: "https://example.org/tee.png" });
  await api.addItem(list, { title: "Socken" });
  const icon = (await api.getList(list.slug)).json.list.icons[0]!;
  expectOk(await api.post("/api/item_reserve.php", { item_id: a.id, name: icon, password: "reserver-secret" }));
  expectOk(
    await api.post(
      "/api/item_reorder.php",
      {
        slug: list.slug,
        edit_token: list.editToken,
        item_ids: [b.id, a.id, (await api.getList(list.slug)).json.items[2]!.id],
      },
      { as: "json" },
    ),
  );
  return { ...list, icon };
}

describe("export", () => {
  it("gives a versioned document with the settings and items in order — no secrets, no reservations", async () => {
    const list = await fullList();
    const document = await exported(list);
    expect(document.format).toBe("wunschliste.list");
    // version 2: items carry their kept picture (decision 050)
    expect(document.version).toBe(2);
    expect(document.list).toMatchObject({
      title: "Geburtstag 2026 – Ümit & Şule 🎂",
      theme_color: "#aa3355",
      font_key: "serif",
      event_date: "2026-12-24T18:30",
      event_note: "Zeile 1\nZeile 2",
      identity_mode: "icon",
      require_name: false,
    });
    expect(document.items.map((item) => item.title)).toEqual(["Tee", "Buch", "Socken"]);
    expect(document.items[0]).toMatchObject({
      price: null,
      price_text: "ca. 10 €",
      // where the picture is to come from; example.org is not even asked, so no picture is kept
      image_url: "https://example.org/tee.png",
      picture: null,
    });
    expect(document.items[1]).toMatchObject({ price: 19.9, price_text: null });
    const text = JSON.stringify(document);
    for (const secret of [
      list.editToken,
      "owner-secret",
      "reserver-secret",
      "$argon2",
      "🎁",
      "reserved",
      "busy",
      list.slug,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("needs the list's edit token in the body (403), knows unknown lists (404), and is POST only", async () => {
    const list = await api.createList("Zu", "pw");
    expectFailure(
      await api.post("/api/list_export.php", { slug: list.slug, edit_token: "wrong" }),
      403,
      "edit_token_invalid",
    );
    expectFailure(await api.post("/api/list_export.php", { slug: list.slug }), 403, "edit_token_invalid");
    expectFailure(
      await api.post("/api/list_export.php", { slug: "doesnotexist1", edit_token: list.editToken }),
      404,
      "list_not_found",
    );
    const get = await api.get(`/api/list_export.php?slug=${list.slug}&edit_token=${list.editToken}`);
    expectFailure(get, 405, "method_not_allowed");
  });
});

describe("import", () => {
  it("round-trips on another install: new slug, new password, same settings and items in order, nothing reserved", async () => {
    const list = await fullList();
    const document = await exported(list);
    const answer = await otherApi.post(
      "/api/list_import.php",
      { document, owner_password: "new-owner", title: "Geburtstag 2027" },
      { as: "json" },
    );
    expectOk(answer);
    const slug = answer.json.slug as string;
    expect(slug).not.toBe(list.slug);
    const copy = (await otherApi.getList(slug)).json;
    expect(copy.list).toMatchObject({
      title: "Geburtstag 2027",
      theme_color: "#aa3355",
      bg_theme: "party",
      event_location: "Wien",
      identity_mode: "icon",
    });
    expect(copy.items.map((item) => [item.title, item.price, item.price_text, item.busy, item.position])).toEqual([
      ["Tee", null, "ca. 10 €", false, 0],
      ["Buch", 19.9, null, false, 1],
      ["Socken", null, null, false, 2],
    ]);
    // the new owner password and token work; the old token does not
    expectOk(await otherApi.post("/api/list.owner.login", { slug, owner_password: "new-owner" }));
    expectOk(
      await otherApi.post(
        "/api/list_update.php",
        { slug, edit_token: answer.json.edit_token, event_note: "ok" },
        { as: "json" },
      ),
    );
    expectFailure(
      await otherApi.post(
        "/api/list_update.php",
        { slug, edit_token: list.editToken, event_note: "x" },
        { as: "json" },
      ),
      403,
      "edit_token_invalid",
    );
  });

  it("keeps the document's title when none is given, and takes the document as JSON text in a form body", async () => {
    const list = await fullList();
    const document = await exported(list);
    const answer = await api.post("/api/list_import.php", { document: JSON.stringify(document), owner_password: "pw" });
    expectOk(answer);
    expect((await api.getList(answer.json.slug as string)).json.list.title).toBe("Geburtstag 2026 – Ümit & Şule 🎂");
  });

  it.each([
    ["not JSON", "{nope", "document_invalid", "document"],
    ["no object", [1, 2], "document_invalid", "document"],
    [
      "another format",
      { format: "other", version: 1, list: { title: "x" }, items: [] },
      "document_invalid",
      "document.format",
    ],
    [
      "a newer version",
      { format: "wunschliste.list", version: 3, list: { title: "x" }, items: [] },
      "document_version_unsupported",
      "document.version",
    ],
    [
      "no items array",
      { format: "wunschliste.list", version: 1, list: { title: "x" } },
      "document_invalid",
      "document.items",
    ],
    [
      "a control character",
      { format: "wunschliste.list", version: 1, list: { title: "x\u0000" }, items: [] },
      "control_characters",
      "document.list.title",
    ],
    [
      "a bad colour",
      { format: "wunschliste.list", version: 1, list: { title: "x", theme_color: "blau" }, items: [] },
      "invalid_theme_color",
      "document.list.theme_color",
    ],
  ])("refuses %s with a clear 400 naming the place", async (_, document, code, field) => {
    const answer = await api.post("/api/list_import.php", { document, owner_password: "pw" }, { as: "json" });
    expectFailure(answer, 400, code as string);
    expect(answer.json.field).toBe(field);
  });

  it("keeps a picture address it may not fetch (an older version stored it) and never fetches it", async () => {
    const shop = await startFixtureShop("127.0.0.2"); // stands for a private host
    try {
      shop.serve("/picture.png", "image/png", PNG); // a fetch would find a picture
      const picture = `${shop.origin}/picture.png`;
      const document = {
        format: "wunschliste.list",
        version: 1,
        list: { title: "Von früher" },
        items: [{ title: "Vase", image_url: picture }, { title: "Buch" }],
      };
      const answer = await api.post("/api/list_import.php", { document, owner_password: "pw" }, { as: "json" });
      expectOk(answer);
      const list = { slug: answer.json.slug as string, editToken: answer.json.edit_token as string };
      const [vase] = (await api.getList(list.slug)).json.items;
      expect(vase).toMatchObject({ image_source: picture, image_url: null, image_problem: "picture_not_allowed" });
      // the owner's form sends the address back unchanged with every save: still no refusal, no fetch
      const saved = await api.post(
        "/api/item_update.php",
        { slug: list.slug, edit_token: list.editToken, item_id: vase!.id, title: "Vase (blau)", image_url: picture },
        { as: "json" },
      );
      expectOk(saved);
      // and its export imports again, as often as the owner likes
      expectOk(
        await api.post(
          "/api/list_import.php",
          { document: await exported(list), owner_password: "pw" },
          { as: "json" },
        ),
      );
      expect(shop.hits("/picture.png")).toBe(0);
      // a new address on that host is refused as before
      const other = await api.post(
        "/api/item_update.php",
        { slug: list.slug, edit_token: list.editToken, item_id: vase!.id, image_url: `${shop.origin}/other.png` },
        { as: "json" },
      );
      expectFailure(other, 400, "url_not_public");
    } finally {
      await shop.close();
    }
  });

  it("needs an owner password, caps the items, and refuses a body over its 32 MiB limit", async () => {
    const document = {
      format: "wunschliste.list",
      version: 1,
      list: { title: "Viel" },
      items: Array.from({ length: 21 }, (_, i) => ({ title: `Ding ${i}` })),
    };
    expectFailure(await api.post("/api/list_import.php", { document }, { as: "json" }), 400, "owner_password_required");
    expectFailure(
      await api.post("/api/list_import.php", { document, owner_password: "pw" }, { as: "json" }),
      409,
      "too_many_items",
    );
    // 100 kB is fine here although other endpoints stop at 32 KiB
    const big = {
      ...document,
      items: Array.from({ length: 20 }, (_, i) => ({ title: `Ding ${i}`, note: "x".repeat(1000) })),
    };
    const padded = JSON.stringify({ document: big, owner_password: "pw", padding: "y".repeat(80_000) });
    expectOk(await api.postRaw("/api/list_import.php", padded, "application/json"));
    // A body over the limit is refused by its declared length, before it is sent: the client waits
    // for the answer (sending 32 MiB into a connection the server closes races with its answer).
    const refused = await declaredOnly("/api/list_import.php", 32 * 1024 * 1024 + 1);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ ok: false, code: "body_too_large" });
  });
});
