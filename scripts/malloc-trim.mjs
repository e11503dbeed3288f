// glibc's malloc_trim for the server (native/malloc-trim.c): setup builds it when the machine has
// glibc and a C compiler, the server calls it once it is quiet (scripts/lifecycle.mjs). Without it
// the server runs as before and its idle memory stays ~35 MiB higher
// (docs/decisions/036-trim-when-quiet.md). Plain ESM with Node built-ins only: setup runs it before
// anything is installed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(root, "native/malloc-trim.c");
export const mallocTrimAddon = path.join(root, "native/build/malloc-trim.node");

/** malloc_trim is glibc's: musl (Alpine), macOS and Windows have none. */
export function hasGlibc() {
  if (process.platform !== "linux") return false;
  const header = /** @type {{ glibcVersionRuntime?: string }} */ (process.report.getReport().header);
  return Boolean(header.glibcVersionRuntime);
}

/**
 * Compiles the helper to `output` when it is missing or older than its source. Returns null when
 * it is there, or why it is not: no glibc, or no working C compiler (`CC`, default `cc`).
 */
export function buildMallocTrim({ output = mallocTrimAddon, compiler = process.env.CC || "cc" } = {}) {
  if (!hasGlibc()) return "this system's C library is not glibc";
  if (existsSync(output) && statSync(output).mtimeMs >= statSync(source).mtimeMs) return null;
  mkdirSync(path.dirname(output), { recursive: true });
  const partial = `${output}.${process.pid}.tmp`;
  const result = spawnSync(compiler, ["-O2", "-shared", "-fPIC", "-o", partial, source], { encoding: "utf8" });
  if (result.error || result.status !== 0) {
    rmSync(partial, { force: true });
    const why = result.error ? "not found" : (result.stderr.trim().split("\n")[0] ?? `exit ${result.status}`);
    return `no working C compiler (${compiler}: ${why})`;
  }
  renameSync(partial, output);
  return null;
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

/** The helper's trim(), or null when it was not built or does not load here. */
export function loadMallocTrim(addon = mallocTrimAddon) {
  try {
    const { trim } = createRequire(import.meta.url)(addon);
    return typeof trim === "function" ? trim : null;
  } catch {
    return null;
  }
}
