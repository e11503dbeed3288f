// Hostile pages (issue 39 items 1 and 2): deep nesting, huge element counts and tens of thousands of
// microdata properties are read in bounded work, with what comes before the caps still read.
import { describe, expect, it } from "vitest";
import { PAGE_CAPS, descendants, parsePage, textOf } from "./document";
import { pageFacts } from "./page-facts";
import { readPage } from "./read-page";

const head = `<!doctype html><html><head><title>Deep</title>
  <script type="application/ld+json">{"@type":"Product","name":"Kettle","offers":{"price":"49.90","priceCurrency":"EUR"}}</script>
  </head><body>`;

describe("a page parsed with caps", () => {
  it("reads a page of 9,000 nested levels without recursion, up to the depth cap", () => {
    const html = `${head}${"<div>".repeat(9000)}<h1 id="bottom">Bottom</h1>${"</div>".repeat(9000)}`;
    // the old walk passed every element up through each level and overflowed the stack here (a 500)
    expect(pageFacts(html)).toMatchObject({ title: "Kettle", price: "49.90", currency: "EUR" });
    const page = parsePage(html);
    expect(page.capped).toBe(true);
    expect(page.byId.has("bottom")).toBe(false); // past the cap: not read
    expect(page.elements.length).toBeLessThanOrEqual(PAGE_CAPS.depth + 10);
  });

  it("stops at the element cap on 3,000 nested <div> around 500,000 <br>, the head still read", () => {
    const html = `${head}${"<div>".repeat(3000)}${"<br>".repeat(500_000)}`;
    const reading = readPage({ body: Buffer.from(html), charset: "utf-8", url: "https://shop.example/p", status: 200 });
    expect(reading.capped).toBe(true);
    expect(reading.facts).toMatchObject({ title: "Kettle", price: "49.90" });
    const wide = parsePage(`${head}${"<br>".repeat(500_000)}`);
    expect(wide.capped).toBe(true);
    expect(wide.elements.length).toBeLessThanOrEqual(PAGE_CAPS.elements);
  });

  it("walks and gathers text in document order without recursion", () => {
    const deep = parsePage(`<p>a${"<span>".repeat(200)}b${"</span>".repeat(200)}c</p><p>d</p>`);
    expect(deep.capped).toBe(false);
    expect([...descendants(deep.root.children)].map((element) => element.name).slice(0, 3)).toEqual([
      "p",
      "span",
      "span",
    ]);
    expect(textOf(deep.root)).toBe("abcd");
    const long = parsePage(`<p>${"x".repeat(100_000)}</p>`);
    expect(textOf(long.root)).toHaveLength(PAGE_CAPS.textChars);
  });
});

describe("microdata with many properties", () => {
  it("reads one itemscope with 40,000 itemprop: the first value that says something wins", () => {
    const html = `<div itemscope itemtype="https://schema.org/Product">
      <span itemprop="name"> </span>${'<b itemprop="name">Board game</b>'.repeat(40_000)}
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="24.99"></div>
    </div>`;
    // the old reader copied the property's list for every property: 15 s of the event loop here
    expect(pageFacts(html)).toMatchObject({ title: "Board game", price: "24.99" });
  });

  it("keeps the nesting rules over nested scopes and many distinct property names", () => {
    const many = Array.from({ length: 5000 }, (_, i) => `<i itemprop="p${i}">${i}</i>`).join("");
    const html = `<div itemscope itemtype="http://schema.org/Product">${many}
      <div itemscope itemtype="http://schema.org/Review"><span itemprop="name">Not the product</span></div>
      <h1 itemprop="name">Lamp</h1></div>`;
    expect(pageFacts(html).title).toBe("Lamp");
  });
});
