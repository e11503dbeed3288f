// The text rules over the real server (docs/api.md "Text", docs/decisions/040-invisible-and-bidi-text.md):
// text that is not UTF-8 or not well-formed Unicode is a 400 in every encoding and in query
// strings; a text that shows nothing counts as missing; direction controls are stored balanced;
// real texts (emoji with joiners, Arabic, Hebrew, Turkish) stay exactly as typed.
import { describe, expect, it } from "vitest";
import { ENCODINGS, expectFailure, expectOk } from "../support/api";
import { openDatabase } from "../support/database";
import { testServerForFile } from "../support/fixture";

const { server, api } = testServerForFile();

const REAL_TEXTS = [
  "Familie 👨\u200d👩\u200d👧",
  "هدية عيد ميلاد",
  "מתנה ליום הולדת",
  "Doğum günü: ğüşıöç İ",
  "a\u2067שלום\u2069b",
];
const INVISIBLE = ["\u200b", "\u200b\u2060", "\ufeff\u200b", " \u200d\u200c ", "\u2066\u2069"];

describe("broken text is a 400, never stored as U+FFFD", () => {
  it("refuses percent-escapes that are not UTF-8 in a form body", async () => {
    const answer = await api.postRaw(
      "/api/list_create.php",
      "title=%FF%FE&owner_password=secret-1",
      "application/x-www-form-urlencoded",
    );
    expectFailure(answer, 400, "invalid_body");
    const surrogate = await api.postRaw(
      "/api/list_create.php",
      "title=a%ED%A0%80b&owner_password=secret-1",
      "application/x-www-form-urlencoded",
    );
    expectFailure(surrogate, 400, "invalid_body");
  });

  it("refuses a lone surrogate in JSON, in a value and in a key", async () => {
    expectFailure(
      await api.postRaw(
        "/api/list_create.php",
        '{"title":"a\\ud800b","owner_password":"secret-1"}',
        "application/json",
      ),
      400,
      "invalid_body",
    );
    expectFailure(
      await api.postRaw(
        "/api/list_create.php",
        '{"title":"ok","owner_password":"secret-1","\\udc00":1}',
        "application/json",
      ),
      400,
      "invalid_body",
    );
    const list = await api.createList("Import");
    const document =
      '{"format":"wunschliste.list","version":1,"list":{"title":"T"},"items":[{"title":"x\\ud83d"}],"owner_password":"secret-1"}';
    expectFailure(await api.postRaw("/api/list_import.php", document, "application/json"), 400, "invalid_body");
    expectOk(await api.getList(list.slug));
  });

  it("refuses bytes that are not UTF-8 in a multipart field", async () => {
    const boundary = "b0undary";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n`),
      Buffer.from([0x61, 0xff, 0xfe]),
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="owner_password"\r\n\r\nsecret-1\r\n--${boundary}--\r\n`,
      ),
    ]);
    expectFailure(
      await api.postRaw("/api/list_create.php", body, `multipart/form-data; boundary=${boundary}`),
      400,
      "invalid_body",
    );
  });

  it("refuses a query string that is not UTF-8", async () => {
    expectFailure(await api.get("/api/list_get.php?slug=%FF%FE"), 400, "invalid_body");
    expectFailure(await api.get("/api/list_events.php?slug=a%C3"), 400, "invalid_body");
    const list = await api.createList("Abfrage");
    expectOk(await api.get(`/api/list_get.php?slug=${list.slug}&x=50%`));
  });
});

describe("a text that shows nothing counts as missing", () => {
  it.each(ENCODINGS)("list and item titles of only invisible characters (%s)", async (as) => {
    for (const title of INVISIBLE) {
      expectFailure(
        await api.post("/api/list_create.php", { title, owner_password: "secret-1" }, { as }),
        400,
        "title_required",
      );
    }
    const list = await api.createList("Sichtbar");
    for (const title of INVISIBLE) {
      const answer = await api.post(
        "/api/item_create.php",
        { slug: list.slug, edit_token: list.editToken, title },
        { as },
      );
      expectFailure(answer, 400, "item_title_required");
      expectFailure(
        await api.post("/api/list_update.php", { slug: list.slug, edit_token: list.editToken, title }, { as }),
        400,
        "title_required",
      );
    }
  });

  it("clears an optional setting of only invisible characters, and refuses such a reserver name", async () => {
    const list = await api.createList("Feier");
    const updated = await api.updateList(list, { event_note: "\u200b\u2060", event_location: "\ufeff" });
    expect(updated).toMatchObject({ event_note: null, event_location: null });
    const item = await api.addItem(list, { title: "Buch", note: "\u200b" });
    expect(item.note).toBeNull();
    const answer = await api.post("/api/item_reserve.php", {
      item_id: item.id,
      name: "\u200b\u200b",
      password: "pw-12345",
    });
    expectFailure(answer, 400, "name_required");
  });
});

describe("direction controls cannot reach past a text", () => {
  it("closes an unpaired override or isolate and drops a stray closer", async () => {
    const list = await api.createList("\u202eevil.exe");
    const { json } = await api.getList(list.slug);
    expect(json.list.title).toBe("\u202eevil.exe\u202c");
    const item = await api.addItem(list, { title: "a\u2066b\u202c", note: "\u202eone\ntwo" });
    expect(item.title).toBe("a\u2066b\u2069");
    expect(item.note).toBe("\u202eone\u202c\ntwo");
  });
});

describe("real text stays exactly as typed", () => {
  it.each(ENCODINGS)("titles, notes, settings and names (%s)", async (as) => {
    for (const text of REAL_TEXTS) {
      const created = await api.post<{ slug: string; edit_token: string }>(
        "/api/list_create.php",
        { title: text, owner_password: "secret-1" },
        { as },
      );
      expectOk(created);
      const list = { slug: created.json.slug, editToken: created.json.edit_token };
      const item = await api.post<{ item: { id: string; title: string; note: string } }>(
        "/api/item_create.php",
        { slug: list.slug, edit_token: list.editToken, title: text, note: `${text}\n${text}` },
        { as },
      );
      expectOk(item);
      // multipart/form-data carries line breaks as CRLF (HTML's form encoding)
      expect(item.json.item).toMatchObject({
        title: text,
        note: `${text}${as === "multipart" ? "\r\n" : "\n"}${text}`,
      });
      expect((await api.updateList(list, { event_location: text })).event_location).toBe(text);
      expectOk(
        await api.post(
          "/api/item_reserve.php",
          { item_id: item.json.item.id, name: text, password: "pw-12345" },
          { as },
        ),
      );
      const { json } = await api.getList(list.slug);
      expect(json.list.title).toBe(text);
      const database = openDatabase(server.databaseUrl);
      try {
        const rows = await database.execute('SELECT "reservedBy" AS name FROM "Reservation" WHERE "itemId" = ?', [
          item.json.item.id,
        ]);
        expect(rows.rows[0]!.name).toBe(text);
      } finally {
        await database.close();
      }
    }
  });
});

describe("a price text follows the text rules", () => {
  // Found by the bad-input sweep: "a\u0001b" was stored and answered as price_text, and "a\u0000b"
  // was stored cut short at the NUL ("a") on SQLite.
  it.each(["ca. 20\u0001 €", "a\u0000b", "zehn\u001b[31m", "C1 \u0085", "eins\nzwei"])(
    "refuses %j on every path a price comes in by, and stores nothing",
    async (price) => {
      const list = await api.createList("Preise");
      const owner = { slug: list.slug, edit_token: list.editToken };
      const item = await api.addItem(list, { title: "Buch", price: "ca. 20 €" });
      const before = (await api.getList(list.slug)).json;
      const refusals = [
        ["price", await api.post("/api/item_create.php", { ...owner, title: "Neu", price }, { as: "json" })],
        ["price", await api.post("/api/item_update.php", { ...owner, item_id: item.id, price }, { as: "json" })],
        ["price", await api.post("/api/item_update.php", { ...owner, item_id: item.id, price }, { as: "form" })],
        [
          "price",
          await api.post(
            "/api/item_suggest.php",
            { slug: list.slug, title: "Idee", price, name: "Gabi", password: "pw-12345" },
            { as: "json" },
          ),
        ],
        [
          "items.0.price",
          await api.post("/api/items_import.php", { ...owner, items: [{ title: "Neu", price }] }, { as: "json" }),
        ],
        [
          "document.items.0.price_text",
          await api.post(
            "/api/list_import.php",
            {
              owner_password: "secret-1",
              document: {
                format: "wunschliste.list",
                version: 1,
                list: { title: "T" },
                items: [{ title: "x", price_text: price }],
              },
            },
            { as: "json" },
          ),
        ],
      ] as const;
      for (const [field, answer] of refusals) {
        expectFailure(answer, 400, "control_characters");
        expect(answer.json.field).toBe(field);
      }
      expect((await api.getList(list.slug)).json).toEqual(before);
    },
  );
});
