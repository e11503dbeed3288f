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

/** Node 22.1+ has these (older Nodes skip the cache); this @types/node is the one of the oldest Node. */
const nodeModule =
  /** @type {typeof module & { enableCompileCache?: (dir: string) => void, flushCompileCache?: () => void }} */ (
    module
  );
nodeModule.enableCompileCache?.(compileCacheDir());

/** Writes what was compiled so far (Node writes it at exit too; a killed process would not). */
export function flushCompileCache() {
  nodeModule.flushCompileCache?.();
}
