// Builds the server's memory helper (native/malloc-trim.c, docs/decisions/036-trim-when-quiet.md)
// when the machine has glibc and a C compiler; the server loads it (server/memory.mjs). Plain ESM
// with Node built-ins only: setup runs it before anything is installed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mallocTrimAddon } from "../server/memory.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(root, "native/malloc-trim.c");

/** malloc_trim is glibc's: musl (Alpine), macOS and Windows have none. */
export function hasGlibc() {
  if (process.platform !== "linux") return false;
  const { header } = /** @type {{ header: { glibcVersionRuntime?: string } }} */ (process.report.getReport());
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
