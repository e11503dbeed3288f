import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { spreadsheetText } from "../../lib/spreadsheet-text";
import { readPage } from "../link-preview/read-page";
import { readCsv } from "./csv";
import { collect, type Found } from "./found-wish";
import { readText } from "./text";

// The readers of "Bring wishes along" (issue 55): Amazon list pages of two stores (a complete and
// a partial one, tests/support/shop-pages/), pasted text and CSV files of every kind the issue
// names, and hostile input that must stay text.

const PAGES = path.resolve(import.meta.dirname, "../../tests/support/shop-pages");

function listOf(file: string, address: string) {
  const body = readFileSync(path.join(PAGES, file));
  return readPage({ body, charset: "utf-8", url: address, status: 200 }).list;
}

describe("an Amazon wish list page", () => {
  it("gives every item of a complete amazon.de list, leaving out the one bought in full", () => {
    const list = listOf("amazon-de-list.html", "https://www.amazon.de/hz/wishlist/ls/3K2LM9XJ1ABCD");
    expect(list?.complete).toBe(true);
    expect(list?.bought).toEqual(["Wollsocken"]);
    expect(list?.entries).toEqual([
      {
        title: "Echo Dot (3. Gen.) Intelligenter Lautsprecher",
        url: "https://www.amazon.de/dp/B07FZ8S74R",
        image: "https://m.media-amazon.com/images/I/61echo._SS135_.jpg",
        price: "29,99\u00a0€",
        currency: "EUR",
        wanted: 2,
      },
      {
        // no price shown: none; the markup in its title stays text
        title: "Harry Potter und der Stein der Weisen <img src=x onerror=alert(1)>",
        url: "https://www.amazon.de/dp/3551551677",
        image: "https://m.media-amazon.com/images/I/81potter._SS135_.jpg",
        wanted: 1,
      },
    ]);
  });

  it("says a partial amazon.com page is not the whole list, and reads its dollars", () => {
    // a saved copy served from elsewhere: the store is the one its canonical address names
    const list = listOf("amazon-com-list-partial.html", "http://127.0.0.1:4000/pages/amazon-com-list-partial.html");
    expect(list?.complete).toBe(false);
    expect(
      list?.entries.map(({ title, url, price, currency, image, wanted }) => [
        title,
        url,
        price,
        currency,
        image,
        wanted,
      ]),
    ).toEqual([
      ["Apple MacBook Air 13-inch", "https://www.amazon.com/dp/B0BDHWDR12", "$1,299.00", "USD", undefined, 1],
      [
        "Project Hail Mary",
        "https://www.amazon.com/dp/0593135202",
        "$24.95",
        "USD",
        "https://m.media-amazon.com/images/I/71book._SS135_.jpg",
        1,
      ],
    ]);
  });

  it("is no list on a product page", () => {
    expect(listOf("amazon-com-offscreen.html", "https://www.amazon.com/dp/B000PCAYUO")).toBeNull();
  });
});

describe("pasted text", () => {
  it("reads a link alone, a title alone, and a title with a price and a link in any order", () => {
    const found = readText(
      [
        "https://shop.example/p/kettle?ref=mail",
        "",
        "Warm socks",
        "Lego 4000 – 24,99 € – https://shop.example/lego.",
        "€ 5 https://shop.example/pen Pen",
        "2x Tea cups; 1.299,00 EUR",
        "Bike 1,299.00 USD",
        "Book 19.5 zł",
      ].join("\r\n"),
    );
    const shown = found.items.map(({ title, url, price, currency, quantity }) => [
      title,
      url,
      price,
      currency,
      quantity,
    ]);
    expect(shown).toEqual([
      [null, "https://shop.example/p/kettle?ref=mail", null, null, 1],
      ["Warm socks", null, null, null, 1],
      ["Lego 4000", "https://shop.example/lego", 24.99, "EUR", 1],
      ["Pen", "https://shop.example/pen", 5, "EUR", 1],
      ["Tea cups", null, 1299, "EUR", 2],
      ["Bike", null, 1299, "USD", 1],
      ["Book", null, 19.5, "PLN", 1],
    ]);
    expect(found.skipped).toEqual([]);
  });

  it("keeps a bare number in the title: only a sign, a code or a decimal part makes it a price (decision 201)", () => {
    const found = readText(["Słuchawki 249", "iPhone 15", "Lego 42115", "Buty 38", "Słuchawki 249 zł"].join("\n"));
    expect(found.items.map(({ title, price }) => [title, price])).toEqual([
      ["Słuchawki 249", null],
      ["iPhone 15", null],
      ["Lego 42115", null],
      ["Buty 38", null],
      ["Słuchawki", 249],
    ]);
  });

  it("leaves the word before a price out of the title: “ca.”, “około”, “about”, “za” belong to the price", () => {
    const found = readText(
      [
        "Kinderbuch ca. 15 €",
        "Latawiec – ok. 50 zł",
        "Kite approx. £20",
        "Puzzle etwa 12,99 €",
        "Zestaw klocków za 49 zł",
        "Montre environ 30 €",
        "Mont yaklaşık 899 TL",
        "Rompecabezas aprox. 20 €",
        "Boek ongeveer € 15",
        "Cuffie circa 25 €",
        "Circa Survive vinyl 30 €",
      ].join("\n"),
    );
    expect(found.items.map(({ title, price }) => [title, price])).toEqual([
      ["Kinderbuch", 15],
      ["Latawiec", 50],
      ["Kite", 20],
      ["Puzzle", 12.99],
      ["Zestaw klocków", 49],
      ["Montre", 30],
      ["Mont", 899],
      ["Rompecabezas", 20],
      ["Boek", 15],
      ["Cuffie", 25],
      ["Circa Survive vinyl", 30],
    ]);
  });

  it("keeps hostile text as text and says why a line was left out", () => {
    const found = readText(
      '<script>alert("x")</script>\n24,99 €\njavascript:alert(1)\n<img src=x onerror=alert(1)> 5,00 €',
    );
    expect(found.items.map((item) => item.title)).toEqual([
      '<script>alert("x")</script>',
      "javascript:alert(1)",
      "<img src=x onerror=alert(1)>",
    ]);
    expect(found.items.every((item) => item.url === null)).toBe(true);
    expect(found.skipped).toEqual([{ line: 2, reason: "no_title_or_link" }]);
  });

  it("leaves out a link the server may not store, saying so", () => {
    const found: Found = { items: [], skipped: [] };
    collect(found, { url: "http://127.0.0.1/admin" }, { line: 3 });
    expect(found).toEqual({ items: [], skipped: [{ line: 3, reason: "link_not_allowed" }] });
  });
});

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("a CSV file", () => {
  it("reads German Excel: Windows-1252, semicolons, decimal comma, a German header", () => {
    // "ä" is 0xE4 and "€" 0x80 in Windows-1252: no valid UTF-8
    const text = "Titel;Preis;Link;Anzahl\r\nMädchen-Fahrrad;249,90 \x80;https://shop.example/rad;1\r\n";
    const bytes = Buffer.from(text, "latin1");
    const found = readCsv(spreadsheetText(bytes));
    expect(found.items).toEqual([
      {
        title: "Mädchen-Fahrrad",
        url: "https://shop.example/rad",
        price: 249.9,
        price_text: null,
        currency: "EUR",
        image_url: null,
        note: null,
        quantity: 1,
      },
    ]);
  });

  it("reads Polish and Turkish Excel in their Windows code pages, by the page's language", () => {
    const polish = Buffer.from([...Buffer.from("Nazwa;Cena\nKsi"), 0xb9, 0xbf, ...Buffer.from("ka;39,90\n")]);
    expect(readCsv(spreadsheetText(polish, "pl")).items.map(({ title }) => title)).toEqual(["Książka"]);
    const turkish = Buffer.from([...Buffer.from("Ad;Fiyat\nK"), 0xfd, 0xfe, ...Buffer.from(" montu;899\n")]);
    expect(readCsv(spreadsheetText(turkish, "tr")).items.map(({ title }) => title)).toEqual(["Kış montu"]);
    // the same bytes on a German page are Windows-1252's
    expect(spreadsheetText(polish, "de")).toContain("Ksi¹¿ka");
  });

  it("reads UTF-16 with its byte-order mark, tab-separated", () => {
    for (const bytes of [
      Buffer.from("\uFEFFNazwa\tCena\nŁyżwy\t199\n", "utf16le"),
      Buffer.from("\uFEFFNazwa\tCena\nŁyżwy\t199\n", "utf16le").swap16(),
    ])
      expect(readCsv(spreadsheetText(bytes, "pl")).items.map(({ title, price }) => [title, price])).toEqual([
        ["Łyżwy", 199],
      ]);
  });

  it("reads German prices with thousands and without cents as the family meant them", () => {
    const found = readCsv("Titel;Preis\nFahrrad;1.299\nRoller;89,-\nLaufrad;1.049,90 €\n");
    expect(found.items.map(({ title, price }) => [title, price])).toEqual([
      ["Fahrrad", 1299],
      ["Roller", 89],
      ["Laufrad", 1049.9],
    ]);
  });

  it("keeps a price cell that names no amount as the text the family wrote", () => {
    const found = readCsv("Titel;Preis\nSocken;ca. 10 €\nBuch;12,99\nÜberraschung;egal\n");
    expect(found.items.map(({ title, price, price_text }) => [title, price, price_text])).toEqual([
      ["Socken", null, "ca. 10 €"],
      ["Buch", 12.99, null],
      ["Überraschung", null, "egal"],
    ]);
  });

  it("reads UTF-8 with a BOM, commas, quoted fields with separators and quotes inside", () => {
    const text = spreadsheetText(
      utf8(
        '\uFEFFname,price,url,notes\n"Poster ""Sunset"", framed",12.50,https://shop.example/poster,"red, or blue"\n',
      ),
    );
    expect(readCsv(text).items).toEqual([
      {
        title: 'Poster "Sunset", framed',
        url: "https://shop.example/poster",
        price: 12.5,
        price_text: null,
        currency: null,
        image_url: null,
        note: "red, or blue",
        quantity: 1,
      },
    ]);
  });

  it.each([
    ["tr", "Başlık;Fiyat;Bağlantı\nKitap;45,00 ₺;https://shop.example/k"],
    ["fr", "Titre;Prix;Lien\nKitap;45,00 ₺;https://shop.example/k"],
    ["es", "Título,Precio,Enlace\nKitap,45.00 TRY,https://shop.example/k"],
    ["it", "Titolo;Prezzo;Collegamento\nKitap;45,00 TL;https://shop.example/k"],
    ["nl", "Naam;Prijs;Link\nKitap;45,00 TRY;https://shop.example/k"],
    ["pl", "Tytuł;Cena;Link\nKitap;45,00 TRY;https://shop.example/k"],
    ["ar", "العنوان,السعر,الرابط\nKitap,45.00 TRY,https://shop.example/k"],
    ["none", "Kitap;45,00 ₺;https://shop.example/k"],
  ])("reads a header row in %s (or none)", (_language, text) => {
    const [item] = readCsv(text).items;
    expect([item?.title, item?.price, item?.currency, item?.url]).toEqual([
      "Kitap",
      45,
      "TRY",
      "https://shop.example/k",
    ]);
  });

  // a family's sheet headed with the app's own word for its wishes brought the heading along as a
  // wish ("Envies", "Wünsche"): the family walk
  it.each([
    ["en", "Wishes,Price\nBike,129"],
    ["de", "Wünsche;Preis\nBike;129"],
    ["fr", "Envies;Prix\nBike;129"],
    ["fr", "Envie;Prix\nBike;129"],
    ["es", "Deseos;Precio\nBike;129"],
    ["it", "Desideri;Prezzo\nBike;129"],
    ["nl", "Wensen;Prijs\nBike;129"],
    ["pl", "Życzenia;Cena\nBike;129"],
    ["tr", "Dilekler;Fiyat\nBike;129"],
    ["ar", "الأمنيات,السعر\nBike,129"],
  ])("takes a column headed with the word for wishes in %s as the titles: %j", (_language, text) => {
    expect(readCsv(text).items.map(({ title, price }) => [title, price])).toEqual([["Bike", 129]]);
  });

  it("says which row had neither title nor link, and keeps markup as text", () => {
    const found = readCsv("title,price\n,5.00\n<b onmouseover=x>Bold</b>,3.00\n");
    expect(found.skipped).toEqual([{ line: 2, reason: "no_title_or_link" }]);
    expect(found.items.map((item) => item.title)).toEqual(["<b onmouseover=x>Bold</b>"]);
  });
});
