#!/usr/bin/env node
// What a visitor downloads on first sight: the HTML of the list page (a 20-item list) and of the
// create page, and the gzip size of every <script src> each references (issue 11: first-load JS
// of the list page ≤ 130 KB gzip, first HTML ≤ 30 KB for 20 items), and of a not-found page, whose
// scripts are the framework's and the shell's alone.
// Usage: node bench/page-weight.mjs [--port 3495] [--out bench/page-weight.json] [--html-dir /tmp/x]
// Needs a build (npm start or npm test once). Prints a table and writes the same as JSON.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoadScripts } from "./first-load.mjs";
import { arg, option, seedList, startBenchServer, writeResult } from "./server.mjs";

const out = option("out", "bench/page-weight.json");
const htmlDir = option("html-dir", null);
const server = await startBenchServer({ port: arg("port", 3495) });
const { base } = server;

const kb = (/** @type {number} */ bytes) => Math.round(bytes / 102.4) / 10;

/** @param {string} name @param {string} pathname */
async function weigh(name, pathname) {
  const response = await fetch(base + pathname);
  const html = await response.text();
  if (htmlDir) writeFileSync(path.join(htmlDir, `${name.split(" ")[0]}.html`), html);
  // noModule scripts (the legacy polyfills) are skipped by every browser that runs modules
  const { scripts, skipped } = await firstLoadScripts(base, html);
  // the inline RSC payload (self.__next_f.push) is part of the HTML, counted there
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  const inlineBytes = inlineScripts.reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ""), 0);
  return {
    page: name,
    status: response.status,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipSync(html).length,
    inlineScriptBytes: inlineBytes,
    scriptCount: scripts.length,
    skippedNoModule: skipped,
    scriptBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    scriptGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    scripts,
  };
}

try {
  const { slug } = await seedList(base);
  const pages = [
    await weigh("list page (20 items)", `/web/?slug=${slug}`),
    await weigh("create page", "/web/"),
    // no client component of ours but the shell: what the framework and app/layout.tsx cost alone
    await weigh("not-found page", "/web/no-such-page"),
  ];
  console.table(
    pages.map((page) => ({
      page: page.page,
      status: page.status,
      "HTML KB": kb(page.htmlBytes),
      "HTML KB gzip": kb(page.htmlGzip),
      "inline script KB": kb(page.inlineScriptBytes),
      scripts: page.scriptCount,
      "JS KB": kb(page.scriptBytes),
      "JS KB gzip": kb(page.scriptGzip),
    })),
  );
  for (const page of pages) {
    console.log(`\n${page.page}:`);
    for (const script of page.scripts)
      console.log(`  ${kb(script.gzip).toFixed(1).padStart(6)} KB gzip  ${script.src}`);
  }
  await writeResult(out, { date: new Date().toISOString(), node: process.version, pages });
  console.log(`\nwritten to ${out}`);
} finally {
  await server.stop();
}
