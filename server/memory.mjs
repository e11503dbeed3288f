// The server's memory when it is quiet (docs/decisions/034-bounded-heap-growth.md,
// 036-trim-when-quiet.md): full collections once no request has come for a while, then glibc's
// malloc_trim through the optional native helper (native/malloc-trim.c, built by setup:
// scripts/malloc-trim.mjs). Without the helper the server runs as before, its idle memory ~35 MiB
// higher.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Where setup builds the helper (scripts/malloc-trim.mjs) and the image puts it. */
export const mallocTrimAddon = path.join(root, "native/build/malloc-trim.node");

/** @type {(() => void) | null} */
let fullCollection = null;
/** One full collection of V8's heap, now (`--expose-gc` is set at the first call). */
function collectGarbage() {
  if (!fullCollection) {
    v8.setFlagsFromString("--expose-gc");
    fullCollection = /** @type {() => void} */ (runInNewContext("gc"));
  }
  fullCollection();
}

/**
 * Bounds the heap's growth to `percent` over what a full collection found alive
 * (docs/decisions/034-bounded-heap-growth.md), from now on. V8 reads the factor only when a full
 * collection sets the next limit, and the limit in force is the one the start's last collection set
 * with V8's own factor: up to 4 × what was alive then, before the first request loaded the API's
 * code. A burst right after the start filled that (~100 MiB on PostgreSQL) before any collection
 * came, bound or not; one full collection here (~0.1 s, once, after the first answer was sent)
 * sets the bounded limit (docs/decisions/087-cold-start-and-hashing.md).
 * @param {number} percent
 */
export function boundHeapGrowth(percent) {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
  collectGarbage();
}

/**
 * Full garbage collections once no request has arrived for `quietMs`: under load V8 grows its
 * young generation to 2 × 16 MiB and keeps it committed after the load is over; a full collection
 * gives it back (~28 MiB of an idle server's ~220) — but only once V8 has seen a few seconds of
 * little allocation, hence the 6 s. Twice per quiet spell, ~20–40 ms of one core each, while
 * nothing new is asking (docs/decisions/034-bounded-heap-growth.md). After each, `trim` (glibc's
 * malloc_trim, loadMallocTrim below, a few ms) hands back the free pages between the live
 * blocks of the C heaps that the busy spell and the collection left behind (036). Open live streams do
 * not count as arriving requests. Returns `touch`, to call for every request.
 * @param {{ quietMs?: number, trim?: (() => boolean) | null }} [options]
 */
export function collectWhenQuiet({ quietMs = 6000, trim = null } = {}) {
  let lastArrival = performance.now();
  let collections = 0;
  setInterval(() => {
    if (collections >= 2 || performance.now() - lastArrival < quietMs) return;
    // V8 shrinks the young generation only when its allocation rate, sampled at each collection,
    // is low: the first collection records the quiet spell's rate, the second acts on it
    collections += 1;
    collectGarbage();
    trim?.();
  }, quietMs / 4).unref();
  return {
    touch() {
      lastArrival = performance.now();
      collections = 0;
    },
  };
}

/**
 * glibc's settings for the server, as the systemd units set them (deploy/wunschliste.service):
 * two heaps, and every block of 128 KiB or more mapped on its own, so freed picture buffers go
 * back to the system (docs/decisions/073-picture-budgets.md).
 */
export const SERVER_MALLOC = { arenaMax: 2, mmapThreshold: 128 * 1024 };

/**
 * Applies SERVER_MALLOC through the helper (npm start and the container have no unit to set
 * them), unless the environment already says how glibc is to behave. True when applied.
 * @param {{ addon?: string, env?: Record<string, string | undefined> }} [options]
 * @returns {boolean}
 */
export function configureMalloc({ addon = mallocTrimAddon, env = process.env } = {}) {
  if (Object.keys(env).some((name) => name.startsWith("MALLOC_") || name === "GLIBC_TUNABLES")) return false;
  try {
    const { configure } = createRequire(import.meta.url)(addon);
    return typeof configure === "function" && configure(SERVER_MALLOC.arenaMax, SERVER_MALLOC.mmapThreshold) === true;
  } catch {
    return false;
  }
}

/**
 * The helper's trim(), or null when it was not built or does not load here.
 * @returns {(() => boolean) | null}
 */
export function loadMallocTrim(addon = mallocTrimAddon) {
  try {
    const { trim } = createRequire(import.meta.url)(addon);
    return typeof trim === "function" ? trim : null;
  } catch {
    return null;
  }
}
