// The create page (`/web/` without a list) as this build's Next renders it, kept per language in
// the build's folder, so that a starting server answers it while Next still loads and prepares
// (docs/decisions/168-create-page-kept-at-build.md). The warm step after the build
// (scripts/warm-compile-cache.mjs) asks the built server for the page in every language and writes
// what it answered here; server/main.mjs serves it only until Next is prepared, then Next answers.
//
// Exact because that page depends on the build and the language alone (no list, no database, no
// origin, no configuration): the bytes are Next's own, each answer with a fresh nonce in its
// policy and on every script. Not used for a kept render of another build (its build id), for
// other requests (another method or query, Next's client navigation, a language cookie written
// other than the language menu writes it), or when a language's file is missing: Next answers
// those once prepared, as without this module.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { newNonce, nonceOf, pageContentSecurityPolicy } from "../../lib/csp.mjs";
import { chooseLocale, cookieValue, LOCALE_COOKIE } from "../../lib/locale-choice.mjs";
import { preferredEncoding } from "./accept-encoding.mjs";

/** The folder in the build's folder (`.next`) the kept renders live in. */
export const KEPT_RENDERS_FOLDER = "kept-renders";
/** The one URL kept: the create page. */
export const KEPT_URL = "/web/";
/** Next's client navigation and prefetch ask the same URL for another kind of answer. */
export const NEXT_ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
];
/** Set anew for every answer from what it sends (the page cache sets its ETag and Vary too). */
export const PER_ANSWER_HEADERS = new Set([
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
]);
// The language cookie as the language menu writes it: one, a bare language code. Next's cookie
// parser and the app's read any other shape differently (the last of two, a trailing space), so
// such a request waits for Next instead.
const PLAIN_LOCALE_COOKIE = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}=([a-z]{2,3})(?:;|$)`);
const ANY_LOCALE_COOKIE = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}\\s*(?:=|;|$)`, "g");

/**
 * One language's page as Next rendered it: its status, its headers less the per-answer ones, the
 * nonce it was rendered with and its HTML.
 * @typedef {{ buildId: string, locale: string, status: number, headers: Record<string, string>, nonce: string, html: string }} KeptRender
 */

/** @param {string} distDir @returns {string} */
const buildIdOf = (distDir) => readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
/** @param {string} distDir @param {string} name */
const fileOf = (distDir, name) => path.join(distDir, KEPT_RENDERS_FOLDER, `${name}.json`);

/** @param {string} file @param {unknown} value written whole or not at all: a reader never sees half */
function writeWhole(file, value) {
  writeFileSync(`${file}.tmp`, JSON.stringify(value));
  renameSync(`${file}.tmp`, file);
}

/**
 * Asks the built server at `baseUrl` (prepared: it answers from Next) for the create page in each
 * of `locales` and keeps the answers in `distDir` (the build's folder of that server).
 * @param {string} distDir
 * @param {string} baseUrl
 * @param {readonly string[]} locales every language the app speaks
 * @returns {Promise<number>} the pages kept
 */
export async function writeKeptRenders(distDir, baseUrl, locales) {
  const buildId = buildIdOf(distDir);
  mkdirSync(path.join(distDir, KEPT_RENDERS_FOLDER), { recursive: true });
  for (const locale of locales) {
    const answer = await fetch(`${baseUrl}${KEPT_URL}`, {
      headers: { cookie: `${LOCALE_COOKIE}=${locale}`, "accept-encoding": "identity" },
    });
    const html = await answer.text();
    const nonce = nonceOf(answer.headers.get("content-security-policy") ?? "");
    if (answer.status !== 200 || !nonce || !html.includes(`nonce="${nonce}"`))
      throw new Error(`${KEPT_URL} in ${locale} answered ${answer.status} without a page under a nonce`);
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of answer.headers) if (!PER_ANSWER_HEADERS.has(name)) headers[name] = value;
    writeWhole(fileOf(distDir, locale), { buildId, locale, status: answer.status, headers, nonce, html });
  }
  // last: an index names the pages once they are all written
  writeWhole(fileOf(distDir, "index"), { buildId, locales });
  return locales.length;
}

/**
 * The kept renders of the build in `distDir`, or why there are none for this start.
 * @param {string} distDir
 * @returns {{ answer(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse): boolean } | { none: string }}
 */
export function loadKeptRenders(distDir) {
  /** @type {{ buildId: string, locales: string[] }} */
  let index;
  /** @type {string} */
  let buildId;
  try {
    buildId = buildIdOf(distDir);
    index = JSON.parse(readFileSync(fileOf(distDir, "index"), "utf8"));
  } catch {
    return { none: "no kept renders in this build (its warm step did not run)" };
  }
  if (index.buildId !== buildId) return { none: `the kept renders are of build ${index.buildId}, not ${buildId}` };
  /** @type {Map<string, { render: KeptRender, parts: string[] } | null>} */
  const pages = new Map();
  /** @param {string} locale */
  function page(locale) {
    if (!pages.has(locale)) {
      try {
        /** @type {KeptRender} */
        const render = JSON.parse(readFileSync(fileOf(distDir, locale), "utf8"));
        pages.set(locale, render.buildId === buildId ? { render, parts: render.html.split(render.nonce) } : null);
      } catch {
        pages.set(locale, null);
      }
    }
    return pages.get(locale) ?? null;
  }
  return {
    answer(req, res) {
      if (req.method !== "GET" || req.url !== KEPT_URL) return false;
      if (NEXT_ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
      const cookie = req.headers.cookie;
      const cookies = cookie?.match(ANY_LOCALE_COOKIE)?.length ?? 0;
      if (cookies > 1 || (cookies === 1 && !PLAIN_LOCALE_COOKIE.test(cookie ?? ""))) return false;
      const locale = chooseLocale(index.locales, cookieValue(cookie, LOCALE_COOKIE), req.headers["accept-language"]);
      const kept = page(locale);
      if (!kept) return false;
      const nonce = newNonce();
      const html = Buffer.from(kept.parts.join(nonce));
      // gzip as Next compresses a page for a client that takes it; anything else plain
      const gzip = preferredEncoding(req.headers["accept-encoding"], ["gzip"]) === "gzip";
      const body = gzip ? gzipSync(html) : html;
      /** @type {Record<string, string>} */
      const headers = {};
      for (const [name, value] of Object.entries(kept.render.headers))
        headers[name] = value.split(kept.render.nonce).join(nonce);
      res.writeHead(kept.render.status, {
        ...headers,
        "content-security-policy": pageContentSecurityPolicy(nonce),
        "content-length": body.length,
        ...(gzip && { "content-encoding": "gzip" }),
      });
      res.end(body);
      return true;
    },
  };
}
