#!/usr/bin/env node
// Writes Node's compile cache while the container image is built (Containerfile,
// docs/decisions/149-compile-cache-written-at-build.md): starts the image's command
// (server/migrate-and-serve.mjs) in `dir` on a throwaway SQLite file, asks what a fresh server is
// first asked (the create page, a list page, the health check) and stops it. At exit the server
// writes what it compiled to <dir>/.next/cache/node-compile (server/compile-cache.mjs), keyed by
// paths relative to that folder, so the container's first start compiles none of it again.
// Before it stops, the create page in every language is kept in <dir>/.next/kept-renders
// (server/http/kept-renders.mjs): a start answers it from there while Next still prepares
// (docs/decisions/168-create-page-kept-at-build.md). Setup runs it after a build too, for `npm start`.
// Usage: node scripts/warm-compile-cache.mjs [dir]   (default: this checkout; needs a build)
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileCacheOptions } from "../server/compile-cache.mjs";
import { writeKeptRenders } from "../server/http/kept-renders.mjs";
import { readLanguages } from "./locales.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The first requests of a fresh server: the create screen, a list's page (none: its 404), the health check. */
const FIRST_REQUESTS = ["/web/", "/web/?slug=warm-up", "/api/health"];
const GIVE_UP_MS = 120_000;

/** A port nothing listens on now, on loopback. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The answer's status once the server answers `url` at all (it is still starting before that).
 * @param {string} url
 * @param {number} deadline `performance.now()` to give up at
 * @param {() => boolean} gone whether the server exited (a failed start: no use waiting)
 * @returns {Promise<number>}
 */
async function firstAnswer(url, deadline, gone) {
  for (;;) {
    if (gone()) throw new Error("the server exited before it answered");
    try {
      const answer = await fetch(url);
      await answer.arrayBuffer();
      return answer.status;
    } catch (error) {
      if (performance.now() > deadline) throw new Error(`${url} did not answer`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** @param {string} dir the app's folder: a checkout with its build, or the image's standalone copy */
export async function warmCompileCache(dir) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "wunschliste-warm-"));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: /** @type {const} */ ("production"),
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: `file:${path.join(scratch, "warm.db")}`,
  };
  const server = spawn(process.execPath, ["server/migrate-and-serve.mjs"], {
    cwd: dir,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  let gone = false;
  const exited = new Promise((resolve) => server.once("exit", resolve)).then(() => (gone = true));
  const distDir = path.join(dir, process.env.NEXT_DIST_DIR || ".next");
  let kept = 0;
  try {
    const deadline = performance.now() + GIVE_UP_MS;
    for (const request of FIRST_REQUESTS) {
      const status = await firstAnswer(`http://127.0.0.1:${port}${request}`, deadline, () => gone);
      if (status >= 500) throw new Error(`${request} answered ${status}`);
    }
    // the health check answered: Next is prepared and renders the page itself
    const locales = readLanguages().map((language) => language.code);
    kept = await writeKeptRenders(distDir, `http://127.0.0.1:${port}`, locales);
  } finally {
    server.kill("SIGTERM");
    await exited;
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`[warm-compile-cache] the create page kept in ${kept} languages`);
  // older Nodes key their cache by absolute paths, which differ between the build and the image
  if (typeof compileCacheOptions(process.versions.node, "") === "string") {
    console.log(`[warm-compile-cache] Node ${process.versions.node} writes no portable compile cache`);
    return;
  }
  const cacheDir = path.join(distDir, "cache", "node-compile");
  const entries = readdirSync(cacheDir, { recursive: true }).length;
  console.log(`[warm-compile-cache] ${entries} entries in ${path.relative(process.cwd(), cacheDir) || "."}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await warmCompileCache(path.resolve(process.argv[2] ?? root));
}
