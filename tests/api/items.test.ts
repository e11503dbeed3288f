// item_create: validation (price, links, lengths), every encoding, ownership and check order.
import { describe, expect, it } from "vitest";
import type { WireItem } from "../../lib/wire";
import { expectFailure, expectOk, ID_PATTERN } from "../support/api";
import { testServerForFile } from "../support/fixture";
import { itemCalls } from "../support/item-calls";

const { api } = testServerForFile();
const { createItem, updateItem, items } = itemCalls(api);

describe("item_create", () => {
  it("creates items in every encoding, appended in order, with opaque random ids", async () => {
    const list = await api.createList("Items");
    const answers: WireItem[] = [];
    for (const as of ["form", "json", "multipart"] as const) {
      const answer = await createItem(
        list,
        {
          title: `  Item ${as}  `,
          url: "https://example.com/a?b=c&d=<e>",
          image_url: "http://img.example/x.png",
          price: "19,90",
          note: "  Größe M  ",
        },
        as,
      );
      expectOk(answer);
      answers.push(answer.json.item);
    }
    answers.forEach((item, index) => {
      expect(item).toEqual({
        id: item.id,
        title: `Item ${["form", "json", "multipart"][index]}`,
        url: "https://example.com/a?b=c&d=<e>",
        // the picture address is kept as the source; img.example is never asked (decision 050)
        image_url: null,
        image_srcset: null,
        image_width: null,
        image_height: null,
        image_source: "http://img.example/x.png",
        image_problem: "picture_unreachable",
        price: 19.9,
        price_text: null,
        note: "Größe M",
        busy: false,
        reserved_by: null,
        position: index,
        quantity: 1,
        section: null,
        most_wanted: false,
        reserved_quantity: 0,
        reservations: [],
        group_gift: false,
        pledged_amount: 0,
        pledges: [],
        received: false,
        one_of: null,
        one_of_taken: false,
        unlimited: false,
        suggested: false,
        suggested_by: null,
        answers: [],
      });
      expect(item.id).toMatch(ID_PATTERN);
    });
    expect(new Set(answers.map((item) => item.id)).size).toBe(3);
    expect(await items(list)).toEqual(answers);
    // a minimal item: optional fields are null
    const minimal = await createItem(
      list,
      { title: "Nur Titel", url: "", image_url: "  ", note: "", price: "" },
      "form",
    );
    expect(minimal.json.item).toMatchObject({
      url: null,
      image_url: null,
      note: null,
      price: null,
      price_text: null,
      position: 3,
    });
  });

  it("parses prices: numbers and numeric text become numbers, other text stays text, never both", async () => {
    const list = await api.createList("Prices");
    const good: [unknown, number | null, string | null][] = [
      ["19,90", 19.9, null],
      ["19.90", 19.9, null],
      [" 7 ", 7, null],
      [19.999, 20, null],
      [0, 0, null],
      [1_000_000, 1_000_000, null],
      ["1000000,00", 1_000_000, null],
      // a German bike at "1.299" costs 1299, not 1,30 € (thousands by decision 075's rule)
      ["1.299", 1299, null],
      ["1.000,50", 1000.5, null],
      ["ca. 20 €", null, "ca. 20 €"],
      ["€".repeat(50), null, "€".repeat(50)],
      ["", null, null],
      [null, null, null],
    ];
    const answers = await Promise.all(good.map(([price]) => createItem(list, { title: "P", price })));
    answers.forEach((answer, index) => {
      expectOk(answer);
      const [input, price, priceText] = good[index]!;
      expect({ input, price: answer.json.item.price, price_text: answer.json.item.price_text }).toEqual({
        input,
        price,
        price_text: priceText,
      });
      expect(typeof answer.json.item.price === "number" && answer.json.item.price_text !== null).toBe(false);
    });
    const bad: [unknown, string][] = [
      [-1, "invalid_price"],
      ["-1", "invalid_price"],
      ["-0,01", "invalid_price"],
      [1_000_001, "invalid_price"],
      ["1000000,01", "invalid_price"],
      [true, "invalid_price"],
      [{ amount: 5 }, "invalid_price"],
      ["x".repeat(51), "price_too_long"],
    ];
    const failures = await Promise.all(bad.map(([price]) => createItem(list, { title: "P", price })));
    failures.forEach((answer, index) => {
      expectFailure(answer, 400, bad[index]![1]);
      expect(answer.json.field).toBe("price");
    });
    expect(await items(list)).toHaveLength(good.length);
    // a text price replaced by a number (and back) never leaves both
    const item = answers[7]!.json.item;
    expect((await updateItem(list, item.id, { price: "12,5" })).json.item).toMatchObject({
      price: 12.5,
      price_text: null,
    });
    expect((await updateItem(list, item.id, { price: "um die 10 €" })).json.item).toMatchObject({
      price: null,
      price_text: "um die 10 €",
    });
    expect((await updateItem(list, item.id, { price: null })).json.item).toMatchObject({
      price: null,
      price_text: null,
    });
  });

  it("takes only http(s) links up to 2,048 characters", async () => {
    const list = await api.createList("Links");
    const badUrls = [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<b>x</b>",
      "ftp://example.com/f",
      "file:///etc/passwd",
      "example.com",
      "http://",
      "//example.com",
      `https://example.com/${"a".repeat(2030)}`,
    ];
    const answers = await Promise.all(
      badUrls.flatMap((url) => [
        createItem(list, { title: "L", url }),
        createItem(list, { title: "L", image_url: url }),
      ]),
    );
    answers.forEach((answer, index) => {
      expectFailure(answer, 400, "invalid_url");
      expect(answer.json.field).toBe(index % 2 === 0 ? "url" : "image_url");
    });
    const longest = `https://example.com/${"a".repeat(2048 - 20)}`;
    expect(longest).toHaveLength(2048);
    const ok = await createItem(list, { title: "L", url: longest, image_url: "HTTPS://EXAMPLE.COM/i.png" });
    expectOk(ok);
    expect(ok.json.item.url).toBe(longest);
    expect(await items(list)).toHaveLength(1);
  });

  it("checks title and note lengths in code points", async () => {
    const list = await api.createList("Lengths");
    const cases: [Record<string, unknown>, string | null][] = [
      [{ title: "🎁".repeat(200) }, null],
      [{ title: "🎁".repeat(201) }, "item_title_too_long"],
      [{}, "item_title_required"],
      [{ title: "  " }, "item_title_required"],
      [{ title: ["a", "b"] }, "invalid_field"],
      [{ title: "N", note: "ö".repeat(1000) }, null],
      [{ title: "N", note: "ö".repeat(1001) }, "note_too_long"],
    ];
    const answers = await Promise.all(cases.map(([fields]) => createItem(list, fields)));
    answers.forEach((answer, index) => {
      const code = cases[index]![1];
      if (code) expectFailure(answer, 400, code);
      else expectOk(answer);
    });
  });

  it("checks input, then the list, then the token", async () => {
    const list = await api.createList("Order");
    const other = await api.createList("Other");
    const answers = await Promise.all([
      api.post("/api/item_create.php", { slug: "unknownslug99", edit_token: "x", title: "" }),
      api.post("/api/item_create.php", { edit_token: list.editToken, title: "x" }),
      api.post("/api/item_create.php", { slug: "unknownslug99", edit_token: list.editToken, title: "x" }),
      api.post("/api/item_create.php", { slug: list.slug, title: "x" }),
      api.post("/api/item_create.php", { slug: list.slug, edit_token: other.editToken, title: "x" }),
    ]);
    expectFailure(answers[0]!, 400, "item_title_required");
    expectFailure(answers[1]!, 400, "slug_required");
    expectFailure(answers[2]!, 404, "list_not_found");
    expectFailure(answers[3]!, 403, "edit_token_invalid");
    expectFailure(answers[4]!, 403, "edit_token_invalid");
    expect(await items(list)).toEqual([]);
  });
});
