// Each instance keeps the list pages it rendered and answers them again without rendering while
// the list's version holds (docs/decisions/033-page-cache.md). What a visitor must never notice:
// an older page after a change on any instance, another visitor's language or origin, a nonce
// that is not this answer's own. Two instances on one database; runs on both backends.
import { once } from "node:events";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { expectOk, type Api } from "../support/api";
import { twoInstancesForFile } from "../support/fixture";

/** The page's HTML, after checking that its policy's nonce is the one on every script it carries. */
async function pageOn(api: Api, slug: string, headers: Record<string, string> = {}) {
  const answer = await api.get(`/web/?slug=${slug}`, headers);
  expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1];
  expect(nonce).toBeTruthy();
  const onScripts = new Set([...answer.text.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]));
  expect([...onScripts]).toEqual([nonce]);
  return { html: answer.text, nonce: nonce!, lang: /<html lang="([a-z]+)"/.exec(answer.text)?.[1] };
}

describe("list pages kept in memory, two instances on one database", () => {
  const [a, b] = twoInstancesForFile();
  const writer = a.api; // instance A: every change goes here
  const reader = b.api; // instance B: only shows pages

  it("shows every change made on the other instance in the next page, each with its own nonce", async () => {
    const list = await writer.createList("Hochzeit");
    const a = await writer.addItem(list, { title: "Teekanne" });
    const b = await writer.addItem(list, { title: "Gläser" });
    const first = await pageOn(reader, list.slug);
    const again = await pageOn(reader, list.slug);
    expect(again.nonce).not.toBe(first.nonce);
    expect(again.html.replaceAll(again.nonce, "N")).toBe(first.html.replaceAll(first.nonce, "N"));

    const expectOnB = async (what: string, check: (html: string) => void) => {
      // twice: the page rendered after the change, then the page kept from that render
      for (let i = 0; i < 2; i += 1) check((await pageOn(reader, list.slug)).html);
    };

    expectOk(await writer.post("/api/item_reserve.php", { item_id: a.id, name: "Jolanda", password: "pw-jo" }));
    await expectOnB("reserved", (html) => expect(html).toContain("Jolanda"));

    expectOk(await writer.post("/api/item_unreserve.php", { item_id: a.id, password: "pw-jo" }));
    await expectOnB("released", (html) => expect(html).not.toContain("Jolanda"));

    const edit = { slug: list.slug, edit_token: list.editToken };
    expectOk(await writer.post("/api/item_update.php", { ...edit, item_id: a.id, note: "aus Porzellan" }));
    await expectOnB("item updated", (html) => expect(html).toContain("aus Porzellan"));

    expectOk(await writer.post("/api/item_reorder.php", { ...edit, item_ids: [b.id, a.id] }, { as: "json" }));
    await expectOnB("reordered", (html) => expect(html.indexOf("Gläser")).toBeLessThan(html.indexOf("Teekanne")));

    await writer.updateList(list, { title: "Hochzeit im Mai", event_location: "Gartenhaus Lindenhof" });
    await expectOnB("list changed", (html) => {
      expect(html).toContain("Hochzeit im Mai");
      expect(html).toContain("Gartenhaus Lindenhof");
    });

    expectOk(await writer.post("/api/item_delete.php", { ...edit, item_id: a.id }));
    await expectOnB("item deleted", (html) => expect(html).not.toContain("Teekanne"));
  });

  it("never shows a page older than a reservation that had answered before it was asked for", async () => {
    const list = await writer.createList("Viele Gäste");
    const items = [];
    for (let i = 0; i < 5; i += 1) items.push(await writer.addItem(list, { title: `Geschenk ${i}` }));
    await pageOn(reader, list.slug);
    for (const [index, item] of items.entries()) {
      expectOk(await writer.post("/api/item_reserve.php", { item_id: item.id, name: `Gast-${index}`, password: "pw" }));
      const pages = await Promise.all(Array.from({ length: 6 }, () => pageOn(reader, list.slug)));
      for (const { html } of pages) expect(html).toContain(`Gast-${index}`);
    }
  });

  it("answers each visitor in their language and with their origin, whoever came first", async () => {
    const list = await writer.createList("Sprachen");
    const visitors: { headers: Record<string, string>; lang: string }[] = [
      // a doubled cookie is read as the API reads it (the first); the page kept for it is English
      { headers: { cookie: "NEXT_LOCALE=en; NEXT_LOCALE=tr" }, lang: "en" },
      { headers: { cookie: "NEXT_LOCALE=en" }, lang: "en" },
      { headers: { "accept-language": "tr-TR,tr;q=0.9" }, lang: "tr" },
      { headers: {}, lang: "de" },
      // the cookie wins over the browser's languages
      { headers: { cookie: "theme=dark; NEXT_LOCALE=tr", "accept-language": "en" }, lang: "tr" },
    ];
    for (let round = 0; round < 2; round += 1)
      for (const { headers, lang } of visitors) expect((await pageOn(reader, list.slug, headers)).lang).toBe(lang);

    // the invite link and QR code name the host the visitor asked for (no PUBLIC_BASE_URL here)
    for (const host of ["one.example", "two.example", "one.example"]) {
      const { html } = await pageOn(reader, list.slug, { "x-forwarded-host": host });
      expect(html).toContain(`http://${host}/web/?slug=${list.slug}`);
      expect(html).not.toContain(`${host === "one.example" ? "two" : "one"}.example`);
    }
  });

  it("gives Next's own navigation requests what Next answers, not the kept HTML", async () => {
    const list = await writer.createList("Navigation");
    await pageOn(reader, list.slug);
    // Next answers a navigation request (the RSC header) with its flight data or a redirect to
    // the URL it wants: never with the page's HTML
    for (const headers of [{ rsc: "1" }, { rsc: "1", "next-router-prefetch": "1" }] as Record<string, string>[]) {
      const answer = await reader.get(`/web/?slug=${list.slug}`, headers);
      expect(answer.text).not.toContain("<html");
      expect(answer.headers.get("content-type") ?? "").not.toContain("text/html");
    }
  });

  it("answers the next visitors when one whose page was being rendered went away", async () => {
    const list = await writer.createList("Ungeduldig");
    await writer.addItem(list, { title: "Buch" });
    const { hostname, port } = new URL(reader.baseUrl);
    for (let round = 1; round <= 3; round += 1) {
      // a new version, then a visitor who asks for it and hangs up at once
      await writer.updateList(list, { title: `Ungeduldig ${round}` });
      const socket = connect(Number(port), hostname);
      await once(socket, "connect");
      socket.write(`GET /web/?slug=${list.slug} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
      socket.destroy();
      const pages = await Promise.all(Array.from({ length: 3 }, () => pageOn(reader, list.slug)));
      for (const { html } of pages) expect(html).toContain(`Ungeduldig ${round}`);
    }
  });

  it("serves the 404 page for a list that is gone, on the instance that kept its page too", async () => {
    const list = await writer.createList("Weg damit");
    await pageOn(reader, list.slug);
    const sql = (await import("../support/database")).openDatabase(b.server.databaseUrl);
    try {
      await sql.execute('DELETE FROM "List" WHERE "slug" = ?', [list.slug]);
    } finally {
      await sql.close();
    }
    expect((await reader.get(`/web/?slug=${list.slug}`)).status).toBe(404);
  });
});
