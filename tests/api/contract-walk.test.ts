// What a client written from the original spec alone sends, read as it meant it
// (docs/decisions/227-what-the-contract-walk-found.md): an item's price in any of the fields the
// spec names it by, a list of ids sent PHP's way, and a "name required" left unset.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";
import { itemCalls } from "../support/item-calls";

const { api } = testServerForFile();
const { createItem, updateItem, items } = itemCalls(api);

describe("an item's price by the spec's names", () => {
  it("reads price_text and price_eur as price, in every encoding, and keeps what an answer round-trips", async () => {
    const list = await api.createList("Preise");
    for (const as of ["form", "json", "multipart"] as const) {
      const text = await createItem(list, { title: `Text ${as}`, price_text: "ca. 20 €" }, as);
      expectOk(text);
      expect(text.json.item).toMatchObject({ price: null, price_text: "ca. 20 €" });
      const euros = await createItem(list, { title: `Euro ${as}`, price_eur: "12,50" }, as);
      expectOk(euros);
      expect(euros.json.item).toMatchObject({ price: 12.5, price_text: null });
    }
    // an item answer sent back as it came ({price: null, price_text: "…"}) keeps its text
    const [first] = await items(list);
    const again = await updateItem(list, first!.id, { price: null, price_text: "etwa 25 €" });
    expectOk(again);
    expect(again.json.item).toMatchObject({ price: null, price_text: "etwa 25 €" });
    // an amount wins over a text; all of them null clears
    const both = await updateItem(list, first!.id, { price: 30, price_text: "ca. 30 €" });
    expect(both.json.item).toMatchObject({ price: 30, price_text: null });
    const cleared = await updateItem(list, first!.id, { price: null, price_text: null, price_eur: null });
    expect(cleared.json.item).toMatchObject({ price: null, price_text: null });
  });

  it("holds price_text and price_eur to the rules of price, naming the field", async () => {
    const list = await api.createList("Preisregeln");
    const negative = await createItem(list, { title: "a", price_eur: -1 });
    expectFailure(negative, 400, "invalid_price");
    expect(negative.json.field).toBe("price_eur");
    const long = await createItem(list, { title: "a", price_text: "x".repeat(51) }, "form");
    expectFailure(long, 400, "price_too_long");
    expect(long.json.field).toBe("price_text");
  });
});

describe("a list file's prices", () => {
  it("keeps a price written as text in `price`, as item_create does", async () => {
    const document = {
      format: "wunschliste.list",
      version: 1,
      list: { title: "Aus der Datei" },
      items: [
        { title: "Text in price", price: "ca. 20 €" },
        { title: "Text in price_text", price: null, price_text: "etwa 5 €" },
        { title: "Betrag", price: 7, price_text: null },
      ],
    };
    const answer = await api.post("/api/list_import.php", { document, owner_password: "pw" }, { as: "json" });
    expectOk(answer);
    const imported = (await api.getList(answer.json.slug as string)).json.items;
    expect(imported.map((item) => [item.title, item.price, item.price_text])).toEqual([
      ["Text in price", null, "ca. 20 €"],
      ["Text in price_text", null, "etwa 5 €"],
      ["Betrag", 7, null],
    ]);
  });
});

describe("a list of ids sent PHP's way", () => {
  it("reads item_ids[] as item_ids in form and multipart bodies", async () => {
    const list = await api.createList("Reihenfolge");
    for (const title of ["A", "B", "C"]) await api.addItem(list, { title });
    const ids = (await items(list)).map((item) => item.id).reverse();
    for (const as of ["form", "multipart"] as const) {
      const answer = await api.post(
        "/api/item_reorder.php",
        { slug: list.slug, edit_token: list.editToken, "item_ids[]": ids },
        { as },
      );
      expectOk(answer);
      expect((await items(list)).map((item) => item.id)).toEqual(ids);
      ids.reverse();
    }
  });
});

describe("require_name left unset", () => {
  it("counts null as the spec's missing value: true", async () => {
    const list = await api.createList("Name");
    await api.updateList(list, { require_name: false });
    const answer = await api.post(
      "/api/list_update.php",
      { slug: list.slug, edit_token: list.editToken, require_name: null },
      { as: "json" },
    );
    expectOk(answer);
    expect((answer.json.list as { require_name: boolean }).require_name).toBe(true);
  });
});

describe("the QR code revalidated as HTTP matches", () => {
  it("answers 304 to its tag weak, in a list, or *, as list_get does", async () => {
    const first = await api.get("/api/qr?data=walk");
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await api.get("/api/qr?data=walk", { "if-none-match": ifNoneMatch });
      expect({ ifNoneMatch, status: again.status, body: again.text }).toEqual({ ifNoneMatch, status: 304, body: "" });
    }
    const other = await api.get("/api/qr?data=walk", { "if-none-match": '"other"' });
    expect(other.status).toBe(200);
  });

  it("draws an empty size at the default 240, as if it were absent", async () => {
    const empty = await api.get("/api/qr?data=walk&size=");
    expect(empty.status).toBe(200);
    expect(empty.text).toMatch(/^<svg[^>]* width="240" height="240"/);
    expectFailure(await api.get("/api/qr?data=walk&size=zwei"), 400, "qr_data_invalid");
  });
});

describe("an owner password left empty", () => {
  it("at the login answers the login's sentence (docs/product.md §5), not the create screen's", async () => {
    const list = await api.createList("Login");
    for (const [language, sentence] of [
      ["en", "Please enter owner password."],
      ["de", "Bitte Besitzer-Passwort eingeben."],
    ] as const) {
      const answer = await api.post(
        "/api/list.owner.login",
        { slug: list.slug, owner_password: "  " },
        { headers: { "accept-language": language } },
      );
      expectFailure(answer, 400, "owner_password_missing", language);
      expect(answer.json.error).toBe(sentence);
    }
  });

  it("on a new list answers the create screen's sentence (docs/product.md §8), as it did before the login's got its own", async () => {
    for (const [language, sentence] of [
      ["en", "Please set an owner password."],
      ["de", "Bitte lege ein Besitzer-Passwort fest."],
    ] as const) {
      const answer = await api.post(
        "/api/list_create.php",
        { title: "Neu", owner_password: " " },
        { headers: { "accept-language": language } },
      );
      expectFailure(answer, 400, "owner_password_required", language);
      expect(answer.json.error).toBe(sentence);
    }
  });
});
