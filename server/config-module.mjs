// The configuration module the server starts with (docs/decisions/178-the-config-module-bundled.md):
// lib/config/env.mjs — the one configuration module, its zod schemas — as the build bundled it into
// one file with the parts of zod it runs (scripts/bundle-config.mjs). The same code; what the bundle
// spares is loading zod's ~80 files, ~60–130 ms of CPU before the server could listen. The bundle
// names a digest of the sources it was made from; where it is missing (a checkout before its first
// build) or made from other sources (lib/config or zod changed since the build), the server imports
// the sources themselves, so a start never checks the environment by rules other than these files'.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Where the build writes the bundle, in its build folder. @param {string} distDir */
export const configBundleFile = (distDir) => path.join(distDir, "server", "wunschliste-config.mjs");

/**
 * A digest of what the bundle is made of: the configuration module's files and zod's version.
 * @param {string} [base] the app's folder (the image's copy has the same files)
 */
export function configSourcesDigest(base = root) {
  const hash = createHash("sha256");
  const folder = path.join(base, "lib", "config");
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith(".mjs")) continue;
    hash.update(name);
    hash.update(readFileSync(path.join(folder, name)));
  }
  hash.update(JSON.parse(readFileSync(path.join(base, "node_modules", "zod", "package.json"), "utf8")).version);
  return hash.digest("hex");
}

/** The bundle's first line, naming what it was made of. @param {string} digest */
export const configBundleHeader = (digest) => `// Made by scripts/bundle-config.mjs from ${digest}; do not edit.\n`;

/**
 * Whether the build in `distDir` has a bundle made from these sources.
 * @param {string} [distDir]
 */
export function configBundleIsCurrent(distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next")) {
  try {
    return readFileSync(configBundleFile(distDir), "utf8").startsWith(configBundleHeader(configSourcesDigest()));
  } catch {
    return false; // no bundle in this build
  }
}

/** @typedef {typeof import("../lib/config/env.mjs")} ConfigModule */

/**
 * The bundle of the build in `distDir` when it was made from these sources, else the sources.
 * @param {string} [distDir]
 * @returns {Promise<ConfigModule>}
 */
export async function importConfigModule(distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next")) {
  if (configBundleIsCurrent(distDir)) return import(pathToFileURL(configBundleFile(distDir)).href);
  return import("../lib/config/env.mjs");
}
