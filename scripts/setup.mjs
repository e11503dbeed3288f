#!/usr/bin/env node
// Brings a clone up to date, doing only what is out of date: install → prisma generate → the list
// of languages (messages/) → the memory helper → migrate the SQLite file → build → precompress. Used by `npm start` and `npm test`; uses Node built-ins only
// until dependencies are installed.
import "../server/node-version.mjs"; // first: an old Node stops here with the version needed
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runChild, stopOnSignal } from "./stop-on-signal.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const rel = (/** @type {string} */ p) => path.join(root, p);
const say = (/** @type {string} */ message) => console.log(`[setup] ${message}`);

/**
 * Runs a step to its end; a SIGTERM, SIGINT or SIGHUP meanwhile (npm passes them on: the script
 * `exec`s node) ends the step's process too, instead of leaving a build running (decision 239).
 * @param {string} command @param {string[]} args @param {Record<string, string>} [env]
 */
async function run(command, args, env = {}) {
  const line = `${path.basename(command)} ${args.join(" ")}`;
  const result = await stopOnSignal(
    { cleanUp: () => {}, stopped: (signal) => `[setup] stopped by ${signal}: ${line} ended` },
    () => runChild(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }),
  );
  if (result.status !== 0) {
    console.error(`[setup] ${line} failed (exit ${result.status ?? result.signal ?? result.error?.message})`);
    process.exit(result.status ?? 1);
  }
}

/**
 * A CLI of node_modules run by node itself, not through npx: npx's shell would end on a signal and
 * leave the CLI running.
 * @param {string} script
 * @returns {[string, string]}
 */
const nodeModule = (script) => [process.execPath, rel(`node_modules/${script}`)];

export async function installIfNeeded() {
  const { installOutOfDate } = await import(pathToFileURL(rel("scripts/install-state.mjs")).href);
  const reason = installOutOfDate(root);
  if (!reason) return;
  say(`installing dependencies (npm ci): ${reason}`);
  // --include=dev: under NODE_ENV=production npm would leave out what `next build` needs
  // (TypeScript, type packages, the Prisma CLI). docs/decisions/008-production-install.md
  await run("npm", ["ci", "--include=dev", "--no-audit", "--no-fund"]);
}

// One generated Prisma client per backend, both from prisma/schema.prisma
// (docs/decisions/027-postgresql.md).
const CLIENTS = [
  { folder: "lib/server/db/generated", schema: "prisma/schema.prisma" },
  { folder: "lib/server/db/generated-pg", schema: "prisma/postgresql/schema.prisma" },
];

export async function generateIfNeeded() {
  // by what the clients are made from, not file dates (a checkout copied with `cp -al` keeps its
  // own dates; a new Prisma installed needs new clients): scripts/install-state.mjs
  const { clientIsCurrent, markClientCurrent } = await import(pathToFileURL(rel("scripts/install-state.mjs")).href);
  const stale = CLIENTS.filter(({ folder }) => !clientIsCurrent(root, folder));
  if (stale.length === 0) return;
  if (!existsSync(rel("node_modules/prisma/package.json"))) {
    say("the Prisma CLI is not installed yet; the client is generated at the next npm start");
    return;
  }
  const { writePostgresqlSchema } = await import(pathToFileURL(rel("scripts/postgresql-schema.mjs")).href);
  writePostgresqlSchema();
  for (const { folder, schema } of stale) {
    say(`generating the Prisma client for ${schema}`);
    // `prisma generate` needs no schema engine; pointing the variable at any existing file stops
    // the CLI from trying to download one (docs/decisions/002-migrations-without-schema-engine.md).
    const [node, prisma] = nodeModule("prisma/build/index.js");
    await run(node, [prisma, "generate", "--schema", schema], {
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
      CHECKPOINT_DISABLE: "1",
    });
    markClientCurrent(root, folder);
  }
}

export async function migrateDatabase() {
  const { migrateOrExit } = await import(pathToFileURL(rel("server/migrations.mjs")).href);
  await migrateOrExit({ say, fail: (/** @type {string} */ line) => console.error(`[setup] ${line}`) });
}

const BUILD_INPUTS = [
  "app",
  "components",
  "features",
  "lib",
  "messages",
  "public",
  "next.config.ts",
  "instrumentation.ts",
  "proxy.ts",
  // the plain modules the app shares with the server (server/shared.mjs, its security headers…)
  "server",
  "package-lock.json",
  "tsconfig.json",
];

function sourceHash() {
  const hash = createHash("sha256");
  const visit = (/** @type {string} */ p) => {
    const full = rel(p);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(path.join(p, name));
    } else {
      hash.update(p);
      hash.update(readFileSync(full));
    }
  };
  BUILD_INPUTS.forEach(visit);
  return hash.digest("hex");
}

export async function buildIfNeeded() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const stamp = `${distDir}/wunschliste-source-hash`;
  const current = sourceHash();
  if (existsSync(rel(`${distDir}/BUILD_ID`)) && existsSync(rel(stamp)) && readFileSync(rel(stamp), "utf8") === current)
    return;
  say("building the app (next build)");
  const [node, next] = nodeModule("next/dist/bin/next");
  await run(node, [next, "build"], { NEXT_TELEMETRY_DISABLED: "1" });
  // the server's compiled code of the old build (server/compile-cache.mjs) is of no use any more
  rmSync(rel(`${distDir}/cache/node-compile`), { recursive: true, force: true });
  writeFileSync(rel(stamp), current);
}

/** The build's scripts and styles, compressed once (scripts/precompress.mjs); only what is missing. */
export async function precompressIfNeeded() {
  const { precompress } = await import(pathToFileURL(rel("scripts/precompress.mjs")).href);
  const written = await precompress();
  if (written > 0) say(`compressed ${written} variant(s) of the build's static files`);
}

/**
 * The configuration module in one file for the server's start (scripts/bundle-config.mjs,
 * docs/decisions/178-the-config-module-bundled.md); only when the build has none of these sources.
 */
export async function bundleConfigIfNeeded() {
  const { configBundleIsCurrent } = await import(pathToFileURL(rel("server/config-module.mjs")).href);
  if (configBundleIsCurrent(rel(process.env.NEXT_DIST_DIR || ".next"))) return;
  // optional, as the warm step: without the bundle the server imports the sources, as before
  try {
    const { bundleConfig } = await import(pathToFileURL(rel("scripts/bundle-config.mjs")).href);
    await bundleConfig(root);
    say("bundled the configuration module for the server's start (scripts/bundle-config.mjs)");
  } catch (error) {
    say(`the configuration module not bundled: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * The create page kept for a fast start, and on Node 24 the compile cache: the built server started
 * once (scripts/warm-compile-cache.mjs, docs/decisions/168-create-page-kept-at-build.md); only when
 * this build has no kept page yet. Optional: without it the server starts as before.
 */
export async function warmIfNeeded() {
  const { loadKeptRenders } = await import(pathToFileURL(rel("server/http/kept-renders.mjs")).href);
  if ("answer" in loadKeptRenders(rel(process.env.NEXT_DIST_DIR || ".next"))) return;
  say("keeping the create page for the server's start (scripts/warm-compile-cache.mjs)");
  const { warmCompileCache } = await import(pathToFileURL(rel("scripts/warm-compile-cache.mjs")).href);
  await warmCompileCache(root).catch((/** @type {Error} */ error) => say(`not kept: ${error.message}`));
}

/** The list of languages, written from messages/ (scripts/locales.mjs); absent early in an image build. */
export async function writeLocalesIfNeeded() {
  if (!existsSync(rel("messages"))) return;
  const { syncLocaleModules } = await import(pathToFileURL(rel("scripts/locales.mjs")).href);
  const stale = syncLocaleModules();
  if (stale.length > 0) say(`wrote the list of languages (${stale.join(", ")})`);
}

/** The server's memory helper (scripts/malloc-trim.mjs builds it); optional, so a failure is one line, not an exit. */
export async function buildMallocTrimIfNeeded() {
  const { buildMallocTrim } = await import(pathToFileURL(rel("scripts/malloc-trim.mjs")).href);
  const missing = buildMallocTrim();
  if (missing) say(`the server runs without trimming its memory when quiet: ${missing}`);
}

export async function setup({ build = true } = {}) {
  await installIfNeeded();
  await generateIfNeeded();
  await writeLocalesIfNeeded();
  await buildMallocTrimIfNeeded();
  await migrateDatabase();
  if (!build) return;
  await buildIfNeeded();
  await precompressIfNeeded();
  await bundleConfigIfNeeded();
  await warmIfNeeded();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // --generate-only: npm's postinstall, so `npm ci && npm run typecheck` finds the Prisma client.
  if (process.argv.includes("--generate-only")) {
    await generateIfNeeded();
    await writeLocalesIfNeeded();
    await buildMallocTrimIfNeeded();
  } else await setup({ build: !process.argv.includes("--no-build") });
}
