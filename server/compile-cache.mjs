// Keeps the server's compiled JavaScript on disk (Node's module compile cache, Node 22.1 and
// newer), so that a start after the first does not compile Next's runtime, the app's chunks and
// their packages again (issue 44, docs/decisions/087-cold-start-and-hashing.md). Imported by
// the server (./main.mjs) before anything heavy, as imports run in order. The cache lives in the build folder,
// so a new build starts a fresh one; where that folder cannot be written (a read-only image), or on
// Node 20, the server starts as before, only without it. NODE_COMPILE_CACHE chooses another folder,
// NODE_DISABLE_COMPILE_CACHE=1 turns it off (Node's own variables).
import module from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The folder of the cache: in the build's own cache folder, which the image lets the server write. */
export const compileCacheDir = () =>
  process.env.NODE_COMPILE_CACHE || path.join(root, process.env.NEXT_DIST_DIR || ".next", "cache", "node-compile");

/**
 * Node 22.1+ has these (older Nodes skip the cache); this @types/node is the one of the oldest Node.
 * @typedef {string | { directory: string, portable: boolean }} CompileCacheOptions
 */
const nodeModule =
  /** @type {typeof module & { enableCompileCache?: (options: CompileCacheOptions) => void, flushCompileCache?: () => void }} */ (
    module
  );

/**
 * Portable from Node 24.12 on: entries are keyed by paths relative to the cache folder, so the
 * cache the image's build writes in its build folder (scripts/warm-compile-cache.mjs) is the one the
 * container's first start finds in /app (docs/decisions/149-compile-cache-written-at-build.md).
 * Older Nodes take the folder alone.
 * @param {string} version `process.versions.node`
 * @param {string} directory
 * @returns {CompileCacheOptions}
 */
export function compileCacheOptions(version, directory) {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return major > 24 || (major === 24 && minor >= 12) ? { directory, portable: true } : directory;
}
nodeModule.enableCompileCache?.(compileCacheOptions(process.versions.node, compileCacheDir()));

/** Writes what was compiled so far (Node writes it at exit too; a killed process would not). */
export function flushCompileCache() {
  nodeModule.flushCompileCache?.();
}
