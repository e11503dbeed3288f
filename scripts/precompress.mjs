#!/usr/bin/env node
// Writes next to each compressible file of the build's static folder (<distDir>/static) its brotli
// (.br, quality 11) and gzip (.gz, level 9) variant, once, so that the server sends them as they are
// instead of compressing every answer (server/http/static-files.mjs, docs/decisions/
// 086-static-files.md). A variant no smaller than its file is not written. Run after `next build`
// by scripts/setup.mjs, `npm run build` and the Containerfile; does only what is missing.
// Usage: node scripts/precompress.mjs [dir]
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { isCompressible, PRECOMPRESSED } from "../server/http/static-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** @type {Record<string, (body: Buffer) => Promise<Buffer>>} */
const COMPRESS = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

/** Compresses what is missing under `dir`; returns how many variants it wrote. */
export async function precompress(dir = path.join(root, process.env.NEXT_DIST_DIR || ".next", "static")) {
  if (!existsSync(dir)) return 0;
  const jobs = [];
  for (const file of filesUnder(dir).filter(isCompressible)) {
    const modified = statSync(file).mtimeMs;
    for (const { encoding, suffix } of PRECOMPRESSED) {
      const target = file + suffix;
      if (existsSync(target) && statSync(target).mtimeMs >= modified) continue;
      jobs.push(async () => {
        const body = readFileSync(file);
        const compressed = await /** @type {(body: Buffer) => Promise<Buffer>} */ (COMPRESS[encoding])(body);
        if (compressed.length < body.length) writeFileSync(target, compressed);
        else rmSync(target, { force: true });
        return 1;
      });
    }
  }
  // libuv's four threads compress four at a time
  const written = await Promise.all(jobs.map((job) => job()));
  return written.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const written = await precompress(process.argv[2]);
  console.log(`[precompress] ${written} variant(s) written in ${Date.now() - started} ms`);
}
