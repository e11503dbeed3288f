// Reading a shop page: HTML strings in, the fields of a wish out.
import { describe, expect, it } from "vitest";
import { decodeHtml } from "./decode";
import { parseAmount, pictureOnly, previewFromFacts } from "./link-preview";
import { pageFacts } from "./page-facts";

const base = new URL("https://shop.example/de/p/123?utm=1");
const read = (html: string) => previewFromFacts(pageFacts(html), base, base);
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe("shop page extraction", () => {
  it("takes a JSON-LD Product with its Offer first, resolving relative addresses", () => {
    const preview = read(
      `<html><head><title>Other</title><meta property="og:title" content="OG">
      ${ld({ "@type": "Product", name: "Kettle", image: ["/k.jpg"], description: "Steel", offers: { price: "49.90", priceCurrency: "eur" } })}`,
    );
    expect(preview).toEqual({
      title: "Kettle",
      url: "https://shop.example/de/p/123?utm=1",
      image_url: "https://shop.example/k.jpg",
      price: 49.9,
      currency: "EUR",
      note: "Steel",
    });
  });

  it("finds the Product inside @graph, arrays and nested entities, with an AggregateOffer", () => {
    const graph = read(
      ld({
        "@graph": [
          { "@type": "WebSite" },
          {
            "@type": ["Thing", "Product"],
            name: "Lamp",
            offers: { "@type": "AggregateOffer", lowPrice: 19.5, priceCurrency: "USD" },
          },
        ],
      }),
    );
    expect(graph).toMatchObject({ title: "Lamp", price: 19.5, currency: "USD" });
    const array = read(
      ld([
        { "@type": "BreadcrumbList" },
        {
          "@type": "WebPage",
          mainEntity: {
            "@type": "Product",
            name: "Mug",
            offers: [{ priceSpecification: { price: 7, priceCurrency: "EUR" } }],
          },
        },
      ]),
    );
    expect(array).toMatchObject({ title: "Mug", price: 7, currency: "EUR" });
  });

  it("skips broken JSON-LD and falls back to Open Graph with product:price", () => {
    const preview = read(
      `<script type="application/ld+json">{ not json</script>
      <meta property="og:title" content="Rain jacket &amp; hood"><meta property="og:image" content="//cdn.shop.example/j.jpg">
      <meta property="product:price:amount" content="1.299,00"><meta property="product:price:currency" content="CHF">`,
    );
    expect(preview).toMatchObject({
      title: "Rain jacket & hood",
      image_url: "https://cdn.shop.example/j.jpg",
      price: 1299,
      currency: "CHF",
    });
  });

  it("reads schema.org microdata, the offer's machine value beside the shown one", () => {
    const preview = read(`<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name"> Board
      game </h1><img itemprop="image" src="g.png"><div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
      <span itemprop="price" content="24.99">24,99 €</span><meta itemprop="priceCurrency" content="EUR"></div>
      <div itemscope itemtype="http://schema.org/Review"><span itemprop="name">Not the product</span></div></div>`);
    expect(preview).toMatchObject({
      title: "Board game",
      image_url: "https://shop.example/de/p/g.png",
      price: 24.99,
      currency: "EUR",
    });
  });

  it("uses <title>, the meta description and the canonical link as the last resort", () => {
    const preview = read(`<title>  Teapot &ndash;
      small </title><meta name="description" content="Glazed"><link rel="canonical" href="/teapot">`);
    expect(preview).toEqual({
      title: "Teapot – small",
      url: "https://shop.example/teapot",
      image_url: null,
      price: null,
      currency: null,
      note: "Glazed",
    });
  });

  it("gives nothing but the address for a page without facts, and drops private or odd addresses", () => {
    expect(read("<p>hello</p>")).toEqual({
      title: null,
      url: base.toString(),
      image_url: null,
      price: null,
      currency: null,
      note: null,
    });
    const odd = read(
      `<meta property="og:image" content="http://192.168.1.1/x.jpg"><link rel="canonical" href="javascript:alert(1)">`,
    );
    expect(odd).toMatchObject({ image_url: null, url: base.toString() });
  });

  it("cuts long texts to the item rules and keeps line breaks in the note only", () => {
    const preview = read(
      ld({ "@type": "Product", name: "A".repeat(300), description: `one\n\n\n\ntwo   three\n${"x".repeat(2000)}` }),
    );
    expect([...preview.title!].length).toBe(200);
    expect(preview.title!.endsWith("…")).toBe(true);
    expect(preview.note!.startsWith("one\n\ntwo three\n")).toBe(true);
    expect([...preview.note!].length).toBe(1000);
  });
});

describe("a link straight to a picture", () => {
  it("becomes the picture and fills nothing else", () => {
    expect(pictureOnly(new URL("https://cdn.shop.example/p/1.jpg#zoom"))).toEqual({
      title: null,
      url: null,
      image_url: "https://cdn.shop.example/p/1.jpg",
      price: null,
      currency: null,
      note: null,
    });
  });
});

describe("charsets", () => {
  const latin1Page = Buffer.concat([
    Buffer.from('<meta charset="windows-1252"><title>K'),
    Buffer.from([0xf6, 0x6c, 0x6e, 0x20, 0x96, 0x20, 0x80]),
    Buffer.from("</title>"),
  ]);

  it("honours <meta charset> and the Content-Type's charset, ISO-8859-1 read as browsers do", () => {
    expect(pageFacts(decodeHtml(latin1Page, null)).title).toBe("Köln – €");
    expect(pageFacts(decodeHtml(latin1Page, "iso-8859-1")).title).toBe("Köln – €");
    expect(pageFacts(decodeHtml(Buffer.from("<title>Köln</title>"), "bogus-charset")).title).toBe("Köln");
  });
});

describe("parseAmount", () => {
  it.each([
    ["49.90", 49.9],
    ["89,95", 89.95],
    ["1.299,00", 1299],
    ["1,299.00", 1299],
    ["1,299", 1299],
    ["1.299", 1299],
    ["1.299,- €", 1299],
    ["0,299", 0.3],
    ["24,99 €", 24.99],
    [19.5, 19.5],
    ["free", null],
    ["-5", null],
    ["1e9", null],
  ] as const)("%s → %s", (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });
});
