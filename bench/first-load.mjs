// The scripts a page makes a browser load first: every `<script src>` in its HTML but the `noModule`
// ones (legacy polyfills, which browsers that run modules never fetch), each fetched once and
// weighed as gzip (level 6, as served compressed). Shared by bench/page-weight.mjs and the budget
// test (tests/api/first-load-budget.test.ts, issue 57).
import { gzipSync } from "node:zlib";

/**
 * @typedef {{ src: string, bytes: number, gzip: number }} WeighedScript
 */

/**
 * The first-load scripts of `html`, served from `base`, and the `noModule` ones left out.
 * @param {string} base
 * @param {string} html
 * @returns {Promise<{ scripts: WeighedScript[], skipped: string[] }>}
 */
export async function firstLoadScripts(base, html) {
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)];
  const moduleTags = tags.filter((match) => !/\snomodule/i.test(match[0]));
  const skipped = tags.filter((match) => /\snomodule/i.test(match[0])).map((match) => String(match[1]));
  /** @type {WeighedScript[]} */
  const scripts = [];
  for (const src of new Set(moduleTags.map((match) => String(match[1])))) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    scripts.push({ src, bytes: body.length, gzip: gzipSync(body).length });
  }
  return { scripts, skipped };
}
