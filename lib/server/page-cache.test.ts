import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { newNonce, nonceOf, pageContentSecurityPolicy } from "./csp";
import {
  CHANGES_PAUSED_HEADER,
  createPageCache,
  type OutageHandling,
  type PageLookup,
  type RenderedPage,
} from "./page-cache";
import type { Stamp } from "./versioned-cache";

const SLUG = "abcdefghij0123";

/** A cache over a one-list "database" whose stamp the test moves, and which the test can take away. */
function setup({ renderWaitMs }: { renderWaitMs?: number } = {}) {
  const stamps = new Map<string, Stamp>([[SLUG, { id: "list-1", version: 1 }]]);
  const database = { away: false };
  const readStamp = async (slug: string) => {
    if (database.away) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    return stamps.get(slug) ?? null;
  };
  const outage: OutageHandling = {
    faultOf: (error) => ((error as { code?: string }).code === "ECONNREFUSED" ? "database_unavailable" : null),
    stoppingReads: () => (database.away ? "database_unavailable" : null),
    page: (locale, fault) => ({
      status: 503,
      headers: { "retry-after": "5" },
      body: Buffer.from(`${fault} ${locale}`),
    }),
  };
  const cache = createPageCache({ readStamp, maxWeight: 1024 * 1024, renderWaitMs, outage });
  return { cache, stamps, database };
}

const request = (headers: Record<string, string> = {}, url = `/web/?slug=${SLUG}`) => ({
  method: "GET",
  url,
  headers: { host: "wl.example", ...headers },
});

/** What Next would render for this request: the page names its nonce, language and origin. */
function render(renderHeaders: Record<string, unknown>, text: string, status = 200): RenderedPage {
  const nonce = newNonce();
  const html = `<html lang="${String(renderHeaders.cookie).split("=")[1]}"><script nonce="${nonce}"></script>${text} ${String(renderHeaders["x-forwarded-host"])}</html>`;
  return {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": pageContentSecurityPolicy(nonce),
      link: `</a.css>; rel=preload; as="style"; nonce="${nonce}"`,
    },
    body: Buffer.from(html),
  };
}

async function missThenRender(lookup: PageLookup | null, text: string, status = 200) {
  if (lookup?.kind !== "miss") throw new Error(`expected a miss, got ${lookup?.kind ?? "null"}`);
  return lookup.finish(render(lookup.renderHeaders, text, status));
}

/** Asserts a miss and gives its render up, as a response closed early does. */
function expectMiss(lookup: PageLookup | null) {
  expect(lookup?.kind).toBe("miss");
  if (lookup?.kind === "miss") lookup.abandon();
}

function hit(lookup: PageLookup | null) {
  if (lookup?.kind !== "hit") throw new Error(`expected a hit, got ${lookup?.kind ?? "null"}`);
  return lookup.answer;
}

/** The answer's nonce, checked to be the same in its policy, its Link header and its HTML. */
function nonceOfAnswer(answer: { headers: Record<string, unknown>; body: Buffer }): string {
  const nonce = nonceOf(String(answer.headers["content-security-policy"]));
  expect(nonce).toBeTruthy();
  expect(String(answer.headers.link)).toContain(`nonce="${nonce}"`);
  expect(answer.body.toString()).toContain(`nonce="${nonce}"`);
  return nonce!;
}

describe("the cache of rendered list pages", () => {
  it("serves the page it keeps, whatever its version, while the database is away; else the 503 page", async () => {
    const { cache, stamps, database } = setup();
    await missThenRender(await cache.lookup(request()), "Geschenke v1");
    stamps.set(SLUG, { id: "list-1", version: 2 });
    database.away = true;
    const kept = hit(await cache.lookup(request()));
    expect(kept.status).toBe(200);
    expect(kept.body.toString()).toContain("Geschenke v1");
    expect(kept.headers[CHANGES_PAUSED_HEADER]).toBe("database_unavailable");
    nonceOfAnswer(kept);
    // another link to the same list gets the kept page too, without asking the database
    expect(hit(await cache.lookup(request({}, `/web/?slug=${SLUG}&reserve=abc`))).body.toString()).toContain("v1");
    // no page kept in this language: the 503 page in it
    const english = hit(await cache.lookup(request({ cookie: "NEXT_LOCALE=en" })));
    expect([english.status, english.body.toString()]).toEqual([503, "database_unavailable en"]);
    // back: the current version is rendered again
    database.away = false;
    expectMiss(await cache.lookup(request()));
    expect(await cache.lookup(request({}, `/web/?slug=${SLUG}&reserve=abc`))).toBeNull();
  });

  it("serves a rendered page again with a fresh nonce while the list's version holds", async () => {
    const { cache, stamps } = setup();
    const first = await missThenRender(await cache.lookup(request()), "Geschenke v1");
    const again = hit(await cache.lookup(request()));
    const nonces = [nonceOfAnswer(first), nonceOfAnswer(again)];
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(again.body.toString().replaceAll(nonces[1]!, "N")).toBe(first.body.toString().replaceAll(nonces[0]!, "N"));
    expect(again.headers["content-length"]).toBe(again.body.length);

    stamps.set(SLUG, { id: "list-1", version: 2 });
    const changed = await missThenRender(await cache.lookup(request()), "Geschenke v2");
    expect(changed.body.toString()).toContain("Geschenke v2");
    expect(hit(await cache.lookup(request())).body.toString()).toContain("Geschenke v2");

    // another list under the same slug (deleted, made again) is not the old one
    stamps.set(SLUG, { id: "list-2", version: 2 });
    expectMiss(await cache.lookup(request()));
  });

  it("keeps one page per language and origin, and renders each as its key says", async () => {
    const { cache } = setup();
    const variants: { headers: Record<string, string>; lang: string; host: string }[] = [
      { headers: { cookie: "NEXT_LOCALE=en" }, lang: "en", host: "wl.example" },
      { headers: { "accept-language": "tr-TR,tr;q=0.9" }, lang: "tr", host: "wl.example" },
      { headers: {}, lang: "de", host: "wl.example" },
      { headers: { "x-forwarded-host": "other.example" }, lang: "de", host: "other.example" },
    ];
    for (const { headers, lang, host } of variants) {
      const lookup = await cache.lookup(request(headers));
      if (lookup?.kind !== "miss") throw new Error("each language and origin is rendered once");
      // Next sees only the key: the language as the cookie alone, the origin as forwarded headers
      expect(lookup.renderHeaders).toMatchObject({ cookie: `NEXT_LOCALE=${lang}`, "x-forwarded-host": host });
      expect(lookup.renderHeaders["accept-language"]).toBeUndefined();
      expect(lookup.renderHeaders["accept-encoding"]).toBeUndefined();
      await lookup.finish(render(lookup.renderHeaders, "Liste"));
    }
    for (const { headers, lang, host } of variants) {
      const body = hit(await cache.lookup(request(headers))).body.toString();
      expect(body).toContain(`lang="${lang}"`);
      expect(body).toContain(host);
    }
    // a request with a cookie the app does not know is rendered in the language it is served in
    const odd = await cache.lookup(request({ cookie: "NEXT_LOCALE=xx; NEXT_LOCALE=en", "accept-language": "en" }));
    expect(hit(odd).body.toString()).toContain('lang="en"');
  });

  it("keeps a page per region a language is written in, and renders each with its own (decision 075)", async () => {
    const { cache } = setup();
    const variants = [
      { header: "de-DE,de;q=0.9", seen: "de-DE" },
      { header: "de-AT", seen: undefined },
      { header: "de-CH", seen: "de-CH" },
    ];
    for (const { header, seen } of variants) {
      const lookup = await cache.lookup(request({ "accept-language": header }));
      if (lookup?.kind !== "miss") throw new Error("each region is rendered once");
      expect(lookup.renderHeaders["accept-language"]).toBe(seen);
      await lookup.finish(render(lookup.renderHeaders, `Preise ${seen ?? "de-AT"}`));
    }
    for (const { header, seen } of variants)
      expect(hit(await cache.lookup(request({ "accept-language": header }))).body.toString()).toContain(
        `Preise ${seen ?? "de-AT"}`,
      );
    // a region written like the language's own is the language's page; a made-up one too
    expect(hit(await cache.lookup(request({ "accept-language": "de" }))).body.toString()).toContain("Preise de-AT");
    expect(hit(await cache.lookup(request({ "accept-language": "de-XX" }))).body.toString()).toContain("Preise de-AT");
  });

  it("compresses for clients that take gzip, the same page underneath, each answer with its own nonce", async () => {
    const { cache } = setup();
    const first = await cache.lookup(request({ "accept-encoding": "gzip, br" }));
    if (first?.kind !== "miss") throw new Error("expected a miss");
    const rendered = render(first.renderHeaders, "Liste für Oma 🧣");
    const sent = await first.finish(rendered);
    const plain = hit(await cache.lookup(request()));
    const answers = [
      sent,
      hit(await cache.lookup(request({ "accept-encoding": "br, gzip;q=0.8" }))),
      hit(await cache.lookup(request({ "accept-encoding": "gzip, deflate, br, zstd" }))),
    ];
    const nonces = new Set<string>();
    for (const zipped of answers) {
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers["content-length"]).toBe(zipped.body.length);
      expect(zipped.headers.vary).toContain("Accept-Encoding");
      const nonce = nonceOf(String(zipped.headers["content-security-policy"]))!;
      nonces.add(nonce);
      // byte for byte the plain page, but for the nonce
      const html = gunzipSync(zipped.body).toString();
      expect(html).toBe(plain.body.toString().replaceAll(nonceOfAnswer(plain), nonce));
      expect(html).toContain("Liste für Oma 🧣");
    }
    expect(nonces.size).toBe(3);
    // the body differs in every answer: no ETag promises otherwise
    for (const one of [plain, ...answers]) expect(one.headers.etag).toBeUndefined();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");
    // brotli alone, or gzip refused: the page as it is
    for (const accept of ["br", "gzip;q=0, br", "identity"]) {
      expect(
        hit(await cache.lookup(request({ "accept-encoding": accept }))).headers["content-encoding"],
      ).toBeUndefined();
    }
  });

  it("renders once for many who ask at once, and lets them render when that render is lost", async () => {
    const { cache } = setup();
    const renderer = await cache.lookup(request());
    const waiting = Promise.all([cache.lookup(request()), cache.lookup(request())]);
    if (renderer?.kind !== "miss") throw new Error("expected a miss");
    const sent = await renderer.finish(render(renderer.renderHeaders, "Liste"));
    const others = (await waiting).map(hit);
    const nonces = new Set([sent, ...others].map(nonceOfAnswer));
    expect(nonces.size).toBe(3);

    // a render whose client went away: the one waiting renders itself
    const { cache: second } = setup();
    const lost = await second.lookup(request());
    const next = second.lookup(request());
    if (lost?.kind !== "miss") throw new Error("expected a miss");
    lost.abandon();
    expectMiss(await next);

    // a render that never ends holds the others only so long
    const { cache: third } = setup({ renderWaitMs: 50 });
    const stuck = await third.lookup(request());
    expect(stuck?.kind).toBe("miss");
    expectMiss(await third.lookup(request()));
  });

  it("keeps only plain 200 pages without cookies", async () => {
    const { cache } = setup();
    const notFound = await missThenRender(await cache.lookup(request()), "weg", 404);
    expect(notFound.status).toBe(404);
    const lookup = await cache.lookup(request());
    if (lookup?.kind !== "miss") throw new Error("expected a miss");
    const withCookie = render(lookup.renderHeaders, "Liste");
    withCookie.headers["set-cookie"] = ["a=b; Path=/"];
    expect((await lookup.finish(withCookie)).headers["set-cookie"]).toEqual(["a=b; Path=/"]);
    expectMiss(await cache.lookup(request()));
  });

  it("leaves everything but the plain link to a list to Next", async () => {
    const { cache } = setup();
    await missThenRender(await cache.lookup(request()), "Liste");
    for (const url of [
      `/web/?slug=${SLUG}&x=1`,
      `/web/?slug=${SLUG}%20`,
      "/web/",
      "/web/?slug=",
      `/api/list_get.php?slug=${SLUG}`,
    ])
      expect(await cache.lookup(request({}, url)), url).toBeNull();
    // Next's client navigation and prefetches ask the same URL for a different answer
    expect(await cache.lookup(request({ rsc: "1" }))).toBeNull();
    expect(await cache.lookup(request({ "next-router-prefetch": "1" }))).toBeNull();
    expect(await cache.lookup({ ...request(), method: "HEAD" })).toBeNull();
    // a list that does not exist is Next's to answer (its 404 page)
    expect(await cache.lookup(request({}, "/web/?slug=unknown-list"))).toBeNull();
  });
});
