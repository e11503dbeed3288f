import "server-only";
import { setTimeout as delay } from "node:timers/promises";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { LANGUAGES, LOCALE_COOKIE, visitorFormatLocale, type Locale } from "../locale";
import { LIMITS } from "../validations/limits";
import { newNonce, nonceOf, pageContentSecurityPolicy } from "./csp";
import { preferredEncoding } from "../../server/http/accept-encoding.mjs";
// a client navigation or prefetch asks the same URL for a different kind of answer
import { NEXT_ROUTER_HEADERS, PER_ANSWER_HEADERS } from "../../server/http/kept-renders.mjs";
import { compressParts, gzipJoined, type GzipParts } from "./http/gzip-parts";
import { requestLocale } from "./http/request-info";
import { publicBaseUrl } from "./public-url";
import type { DatabaseFault } from "./db/fault-kind";
import { VersionedCache, type Stamp } from "./versioned-cache";

// The rendered list page, kept per list version, language, format locale (the visitor's region
// for prices and dates, decision 075: only regions the platform writes its own way) and origin, and served without
// rendering while the list's version in the database is the one it was rendered at
// (docs/decisions/033-page-cache.md). server/main.mjs asks before handing a request to Next: a hit is
// answered from here, a miss is rendered by Next with the request reduced to what the key holds,
// and its answer stored on the way out. Each answer gets a fresh CSP nonce.

type NodeHeaders = Record<string, string | string[] | number | undefined>;
export type PageRequest = { method?: string; url?: string; headers: NodeHeaders };
export type PageAnswer = { status: number; headers: Record<string, string | string[] | number>; body: Buffer };
/** What Next answered to a miss, as server/main.mjs captured it. */
export type RenderedPage = { status: number; headers: NodeHeaders; body: Buffer };

export type PageLookup =
  | { kind: "hit"; answer: PageAnswer }
  | {
      kind: "miss";
      /** The request's headers as Next must see them: only what the key holds can shape the page. */
      renderHeaders: NodeHeaders;
      /** Stores a cacheable answer and gives back what to send (compressed if the client takes it). */
      finish(rendered: RenderedPage): Promise<PageAnswer>;
      /** The render ended without an answer (the client went away): others waiting render their own. */
      abandon(): void;
    };

export type PageCache = {
  /** null: not a request this cache serves; Next answers it untouched. */
  lookup(request: PageRequest): Promise<PageLookup | null>;
};

// 16 MiB of HTML: some 270 pages of 20 items (~60 KB each), of any language and origin.
export const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

// The page and its headers (a preload Link carries the nonce too) as rendered, and the nonce they
// were rendered with, which every answer replaces with its own. The HTML is kept as the bytes
// between the nonces, so an answer is one copy of them, not a string to search and encode again;
// and, once a client has asked for gzip, those bytes compressed, so that a gzip answer is a copy
// too (lib/server/http/gzip-parts.ts, docs/decisions/086-compressed-answers.md).
type StoredPage = {
  headers: Record<string, string | string[]>;
  htmlParts: Buffer[];
  nonce: string;
  gzipParts?: Promise<GzipParts | null>;
};

// Only the plain link to a list: other queries (a marker, a second parameter) are rendered as
// always, so no one can fill the cache with variants of one page.
const CACHED_URL = new RegExp(`^/web/\\?slug=([A-Za-z0-9_-]{1,${LIMITS.id}})$`);
// Any link to a list: while the database is away, the plain page stands in for all of them.
const LIST_URL = new RegExp(`^/web/\\?slug=([A-Za-z0-9_-]{1,${LIMITS.id}})(?:&|$)`);
/** Set on a page kept from before a database fault, served while it lasts (decision 080). */
export const CHANGES_PAUSED_HEADER = "x-changes-paused";
// Set anew for every answer from what it sends.
const PER_ANSWER = new Set([...PER_ANSWER_HEADERS, "etag", "vary"]);
// What the page varies on besides the key: Next's own client navigation asks with these.
const VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

const gzipAsync = promisify(gzip);

const first = (value: NodeHeaders[string]) => (Array.isArray(value) ? value[0] : value?.toString());

/** The headers an answer keeps from what Next set (lower-case names), without the per-answer ones. */
function keptHeaders(headers: NodeHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_ANSWER.has(name.toLowerCase())) continue;
    kept[name.toLowerCase()] = typeof value === "number" ? String(value) : value;
  }
  return kept;
}

const withNonce = (text: string, page: StoredPage, nonce: string) => text.split(page.nonce).join(nonce);

/** `html` cut at every occurrence of `nonce` (ASCII, so its bytes are found as they are). */
function splitAt(html: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, from)) {
    parts.push(html.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(html.subarray(from));
  return parts;
}

function joinWith(parts: Buffer[], nonce: string): Buffer {
  const glue = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [glue, part])));
}

/**
 * The page gzipped with `nonce`: its parts are compressed once per stored page (on libuv's threads,
 * at the first client that takes gzip), and each answer joins them with its nonce.
 */
async function gzipped(page: StoredPage, nonce: string): Promise<Buffer> {
  page.gzipParts ??= compressParts(page.htmlParts, Buffer.byteLength(page.nonce)).catch(() => null);
  const parts = Buffer.byteLength(nonce) === Buffer.byteLength(page.nonce) ? await page.gzipParts : null;
  // a nonce of another length (none today: every nonce is 16 bytes in base64) is compressed as a whole
  return parts ? gzipJoined(parts, Buffer.from(nonce)) : gzipAsync(joinWith(page.htmlParts, nonce));
}

/** The answer as sent, under a policy with `nonce`: compressed when the client takes gzip. */
async function answer(
  status: number,
  page: StoredPage,
  nonce: string,
  gzip: boolean,
  extraHeaders: Record<string, string> = {},
): Promise<PageAnswer> {
  const body = gzip ? await gzipped(page, nonce) : joinWith(page.htmlParts, nonce);
  const headers: PageAnswer["headers"] = {};
  for (const [name, value] of Object.entries(page.headers))
    headers[name] = Array.isArray(value)
      ? value.map((each) => withNonce(each, page, nonce))
      : withNonce(value, page, nonce);
  return {
    status,
    headers: {
      ...headers,
      ...extraHeaders,
      "content-security-policy": pageContentSecurityPolicy(nonce),
      vary: VARY,
      "content-length": body.length,
      ...(gzip && { "content-encoding": "gzip" }),
    },
    body,
  };
}

/** Whether Next's answer may be kept for others: a plain 200 page, no cookie, not compressed. */
function storable(rendered: RenderedPage): boolean {
  const type = first(rendered.headers["content-type"]) ?? "";
  if (rendered.status !== 200 || !type.startsWith("text/html")) return false;
  return rendered.headers["set-cookie"] === undefined && rendered.headers["content-encoding"] === undefined;
}

/**
 * The request's headers as Next must see them to render the page of this key: the language as the
 * cookie alone, a region it is written in as Accept-Language alone (only when it is not the
 * language's own), the origin (unless configured) as forwarded headers, nothing compressed (the answer
 * is stored, then compressed per client). Nothing else the page reads varies between requests.
 */
function renderHeaders(headers: NodeHeaders, locale: Locale, format: string, origin: string | null): NodeHeaders {
  const seen: NodeHeaders = { ...headers, cookie: `${LOCALE_COOKIE}=${locale}` };
  delete seen["accept-language"];
  // the region, as the key holds it: the page formats prices and dates with it
  if (format !== LANGUAGES[locale].format) seen["accept-language"] = format;
  delete seen["accept-encoding"];
  if (origin) {
    const [protocol, host] = origin.split("://");
    seen["x-forwarded-proto"] = protocol;
    seen["x-forwarded-host"] = host;
  }
  return seen;
}

/** A render under way for a key: who else asks for the same version waits for it. */
type Rendering = { stamp: Stamp; page: Promise<StoredPage | null> };

const sameStamp = (a: Stamp, b: Stamp) => a.id === b.id && a.version === b.version;

/**
 * While the database is away (docs/decisions/080-reading-through-faults.md): which fault an error
 * is, which fault stops reads now, and the 503 page for a list this instance holds no page of.
 */
export type OutageHandling = {
  faultOf(error: unknown): DatabaseFault | null;
  stoppingReads(): DatabaseFault | null;
  page(locale: Locale, fault: DatabaseFault): PageAnswer;
};

export function createPageCache({
  readStamp,
  maxWeight,
  renderWaitMs = 10_000,
  outage,
}: {
  /** The list's id and version now, or null when there is no such list; `hidden`: its page is a 410 (decision 128). */
  readStamp: (slug: string) => Promise<(Stamp & { hidden?: boolean }) | null>;
  /** In bytes of HTML. */
  maxWeight: number;
  /** How long a request waits for another's render of the same page before rendering its own. */
  renderWaitMs?: number;
  outage?: OutageHandling;
}): PageCache {
  const pages = new VersionedCache<StoredPage>(maxWeight);
  // After a change, many visitors may ask at once; one renders, the others wait for its page.
  const renderings = new Map<string, Rendering>();

  /** The page kept for `key`, whatever its version, marked; or the 503 page without one. */
  async function duringFault(
    handling: OutageHandling,
    fault: DatabaseFault,
    { key, locale, gzip }: { key: string; locale: Locale; gzip: boolean },
  ): Promise<PageLookup> {
    const kept = pages.peek(key);
    if (!kept) return { kind: "hit", answer: handling.page(locale, fault) };
    const marked = { [CHANGES_PAUSED_HEADER]: fault };
    return { kind: "hit", answer: await answer(200, kept.value, newNonce(), gzip, marked) };
  }

  return {
    async lookup({ method, url, headers }) {
      if (method !== "GET" || NEXT_ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
      const plain = CACHED_URL.exec(url ?? "")?.[1];
      const anyList = plain ?? (outage ? LIST_URL.exec(url ?? "")?.[1] : undefined);
      if (!anyList) return null;
      const get = (name: string) => first(headers[name.toLowerCase()]) ?? null;
      const locale = requestLocale({ get });
      const { baseUrl, configured } = publicBaseUrl({ get });
      const format = visitorFormatLocale(locale, get("accept-language"));
      const key = `${anyList} ${locale} ${format} ${baseUrl}`;
      // brotli is not offered: its bytes cannot be joined around a nonce as gzip's can (087)
      const gzip = preferredEncoding(get("accept-encoding"), ["gzip"]) === "gzip";
      // another link to a list renders as always, unless the database is known to be away
      const request = { key, locale, gzip };
      if (!plain) {
        const fault = outage?.stoppingReads();
        return outage && fault ? duringFault(outage, fault, request) : null;
      }
      const slug = plain;
      let stamp: (Stamp & { hidden?: boolean }) | null;
      try {
        stamp = await readStamp(slug);
      } catch (error) {
        const fault = outage?.faultOf(error);
        if (!outage || !fault) throw error;
        return duringFault(outage, fault, request);
      }
      if (!stamp) return null;
      // a list the admin hid: its page (kept like any other, its version bumped by the hiding) is a 410
      const status = stamp.hidden ? 410 : 200;
      const underWay = renderings.get(key);
      const held =
        pages.get(key, stamp) ??
        (underWay && sameStamp(underWay.stamp, stamp)
          ? await Promise.race([underWay.page, delay(renderWaitMs, null, { ref: false })])
          : null);
      if (held) return { kind: "hit", answer: await answer(status, held, newNonce(), gzip) };

      // This request renders; a render that fails or is not kept lets the waiting render their own.
      let settle: (page: StoredPage | null) => void = () => {};
      const rendering: Rendering = { stamp, page: new Promise((resolve) => (settle = resolve)) };
      renderings.set(key, rendering);
      const done = (page: StoredPage | null) => {
        settle(page);
        if (renderings.get(key) === rendering) renderings.delete(key);
      };
      return {
        kind: "miss",
        renderHeaders: renderHeaders(headers, locale, format, configured ? null : baseUrl),
        abandon: () => done(null),
        async finish(rendered) {
          const nonce = nonceOf(first(rendered.headers["content-security-policy"]) ?? "");
          // no nonce: not a page the proxy saw; sent as rendered, under its own policy if it has one
          if (!nonce) {
            done(null);
            const policy = first(rendered.headers["content-security-policy"]);
            const headers = { ...keptHeaders(rendered.headers), ...(policy && { "content-security-policy": policy }) };
            return { status: rendered.status, headers, body: rendered.body };
          }
          const page = { headers: keptHeaders(rendered.headers), htmlParts: splitAt(rendered.body, nonce), nonce };
          const kept = storable(rendered);
          if (kept) pages.set(key, stamp, page, rendered.body.length);
          done(kept ? page : null);
          // this answer keeps the nonce it was rendered with
          return answer(kept ? status : rendered.status, page, nonce, gzip);
        },
      };
    },
  };
}
