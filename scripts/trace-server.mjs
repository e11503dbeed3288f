#!/usr/bin/env node
// The files the container image runs outside Next, found by tracing what its commands import
// (@vercel/nft, the tracer Next uses for its own output) rather than listed by hand
// (docs/decisions/091-the-server-folder.md). The image's build runs it after
// `NEXT_OUTPUT=standalone next build` and copies what it finds into Next's standalone output, which
// then holds everything the image runs: Next's own trace (the app's bundles, Next's runtime and the
// packages they load) and this one (the server in server/, the configuration module, the
// migrations, the backup commands and their packages).
//
//   node scripts/trace-server.mjs --into .next/standalone     copy the traced files there
//   node scripts/trace-server.mjs                              list them
import { cpSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nodeFileTrace } from "@vercel/nft";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The image's commands: its server (which migrates first) and the backup and restore of the SQLite file. */
export const IMAGE_ENTRIES = ["server/migrate-and-serve.mjs", "scripts/backup.mjs", "scripts/restore.mjs"];

/**
 * Left to Next's own trace: its runtime (next's package, which Next traces far more narrowly than
 * from outside: ~13 MB where following every require of it finds ~115) and its build output.
 */
const distDir = process.env.NEXT_DIST_DIR || ".next";
const isNextsOwn = (/** @type {string} */ file) =>
  file.startsWith("node_modules/next/") || file.startsWith(`${distDir}/`);

/** An import the tracer could not follow, unless it is an optional one inside a package (pg-native…). */
const ownFailures = (/** @type {Iterable<Error>} */ warnings) =>
  [...warnings]
    .map((warning) => String(warning.message ?? warning))
    .filter((message) => /Failed to resolve/.test(message) && !/loaded from \S*\/node_modules\//.test(message));

/**
 * The repository files (relative paths, sorted) that `entries` need at run time: their modules,
 * the packages those import, and the files they read (the migrations, a catalogue), less Next's own.
 * Throws when one of the project's own imports cannot be resolved.
 * @param {{ entries?: string[], base?: string }} [options]
 */
export async function traceServer({ entries = IMAGE_ENTRIES, base = root } = {}) {
  const { fileList, warnings } = await nodeFileTrace(entries, { base, ignore: isNextsOwn });
  const failures = ownFailures(warnings);
  if (failures.length > 0) throw new Error(`the trace cannot follow:\n${failures.join("\n")}`);
  return [...fileList].sort();
}

/**
 * Copies `files` from `base` into `target`, keeping their paths; returns how many.
 * @param {string[]} files
 * @param {string} target
 */
export function copyTraced(files, target, base = root) {
  for (const file of files) {
    const source = path.join(base, file);
    if (!existsSync(source)) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(source, path.join(target, file), { dereference: true, recursive: true });
  }
  return files.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = await traceServer();
  const into = process.argv.indexOf("--into");
  if (into > 0) {
    const target = path.resolve(root, /** @type {string} */ (process.argv[into + 1]));
    console.log(`[trace] ${copyTraced(files, target)} file(s) the server runs copied to ${target}`);
  } else console.log(files.join("\n"));
}
