#!/usr/bin/env node
// Bundles the configuration module (lib/config/env.mjs and the parts of zod it runs) into one file in
// the build folder, which the server imports at its start instead of zod's ~80 files
// (server/config-module.mjs, docs/decisions/178-the-config-module-bundled.md). Run after every build:
// `npm run build`, scripts/setup.mjs, the Containerfile (on the image's standalone copy).
// Usage: node scripts/bundle-config.mjs [dir]   (default: this checkout)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import { configBundleFile, configBundleHeader, configSourcesDigest } from "../server/config-module.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @param {string} dir the app's folder: a checkout, or the image's standalone copy
 * @param {string} [distDir] its build folder
 */
export async function bundleConfig(dir = root, distDir = path.join(dir, process.env.NEXT_DIST_DIR || ".next")) {
  const file = configBundleFile(distDir);
  const { output } = await build({
    input: path.join(dir, "lib", "config", "env.mjs"),
    cwd: dir, // the module comments name paths in the app's folder, wherever it is
    platform: "node",
    write: false,
    logLevel: "warn",
    output: { format: "esm" },
  });
  const [chunk] = output;
  if (!chunk || chunk.type !== "chunk") throw new Error("rolldown made no bundle of lib/config/env.mjs");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, configBundleHeader(configSourcesDigest(dir)) + chunk.code);
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = await bundleConfig(path.resolve(process.argv[2] ?? root));
  console.log(`[bundle-config] ${path.relative(process.cwd(), file)}`);
}
