// The server's memory helper (native/malloc-trim.c, loaded by server/memory.mjs): built by setup, and
// what it is for — glibc keeps the free pages between live blocks until malloc_trim hands them
// back (docs/decisions/036-trim-when-quiet.md).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { buildMallocTrim, hasGlibc } from "../../scripts/malloc-trim.mjs";
import { configureMalloc, loadMallocTrim, mallocTrimAddon } from "../../server/memory.mjs";

/**
 * A child process fills 117 MiB of 60 KiB blocks (below glibc's mmap threshold, so they come from
 * its heap), keeps every 20th and lets the rest go: its resident MiB when full, after the free,
 * and the lowest within 5 s of calling trim() every 100 ms (V8 may free array buffers a moment
 * after the collection).
 */
const FRAGMENT = `
const { trim } = require(process.argv[1]);
const rss = () => process.memoryUsage().rss / 1048576;
function fill() {
  const kept = [];
  const dropped = [];
  for (let i = 0; i < 2000; i += 1) {
    const block = Buffer.allocUnsafeSlow(60 * 1024).fill(1);
    (i % 20 === 0 ? kept : dropped).push(block);
  }
  return kept;
}
const kept = fill();
const filled = rss();
// collected from a fresh stack: no register of the filling frame still holds the dropped blocks
setTimeout(() => {
  gc();
  setTimeout(() => {
    const freed = rss();
    let trimmed = freed;
    let rounds = 0;
    const timer = setInterval(() => {
      trim();
      trimmed = Math.min(trimmed, rss());
      if (++rounds === 50 || trimmed < freed - 80) {
        clearInterval(timer);
        console.log(JSON.stringify({ filled, freed, trimmed, kept: kept.length }));
      }
    }, 100);
  }, 500);
}, 0);
`;

/**
 * A child process frees one 16 MiB block (glibc then raises its mmap threshold to 16 MiB, so
 * later large blocks come from its heap), fills 160 MiB of 1 MiB blocks, keeps every 8th and lets
 * the rest go: its resident MiB full and after the free — with the server's settings applied first
 * (argv[2] = "configure") or not.
 */
const LARGE_BLOCKS = `
const { configure } = require(process.argv[1]);
if (process.argv[2] === "configure" && !configure(2, 128 * 1024)) throw new Error("not applied");
const rss = () => process.memoryUsage().rss / 1048576;
let big = Buffer.allocUnsafeSlow(16 * 1048576).fill(1);
big = null;
gc();
setTimeout(() => {
  let blocks = Array.from({ length: 160 }, () => Buffer.allocUnsafeSlow(1048576).fill(1));
  const filled = rss();
  const kept = blocks.filter((_, i) => i % 8 === 0);
  blocks = null;
  setTimeout(() => {
    gc();
    setTimeout(() => console.log(JSON.stringify({ filled, freed: rss(), kept: kept.length })), 300);
  }, 0);
}, 0);
`;

/** Whether this machine can build the helper at all (it is optional: docs/decisions/036). */
const canCompile = hasGlibc() && spawnSync(process.env.CC || "cc", ["--version"]).status === 0;

describe.skipIf(!hasGlibc())("the memory helper", () => {
  it.skipIf(!canCompile)("is built by setup and loads into Node", () => {
    expect(buildMallocTrim()).toBeNull();
    expect(loadMallocTrim()).toBeTypeOf("function");
  });

  it("says why it is missing when there is no C compiler, and nothing loads then", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-trim-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const output = path.join(dir, "malloc-trim.node");
    expect(buildMallocTrim({ output, compiler: path.join(dir, "no-such-cc") })).toMatch(
      /^no working C compiler \(.*no-such-cc: not found\)$/,
    );
    expect(existsSync(output)).toBe(false);
    expect(loadMallocTrim(output)).toBeNull();
  });

  it.skipIf(!canCompile)("hands back the free pages that free() keeps", () => {
    // without the glibc variables of the systemd units, whose lower mmap threshold would map each block
    const env = { ...process.env };
    for (const name of Object.keys(env)) if (name.startsWith("MALLOC_")) delete env[name];
    const child = spawnSync(process.execPath, ["--expose-gc", "-e", FRAGMENT, mallocTrimAddon], {
      encoding: "utf8",
      env,
    });
    expect(child.status, child.stderr).toBe(0);
    const { filled, freed, trimmed } = JSON.parse(child.stdout) as { filled: number; freed: number; trimmed: number };
    expect(filled).toBeGreaterThan(100);
    expect(freed, "free() alone keeps the pages").toBeGreaterThan(filled - 20);
    expect(trimmed, "trim() hands them back").toBeLessThan(freed - 80);
  });

  it.skipIf(!canCompile)("sets glibc for the server: large blocks go back when freed (decision 073)", () => {
    const env = { ...process.env };
    for (const name of Object.keys(env)) if (name.startsWith("MALLOC_")) delete env[name];
    const run = (mode: string) => {
      const child = spawnSync(process.execPath, ["--expose-gc", "-e", LARGE_BLOCKS, mallocTrimAddon, mode], {
        encoding: "utf8",
        env,
      });
      expect(child.status, child.stderr).toBe(0);
      return JSON.parse(child.stdout) as { filled: number; freed: number };
    };
    const glibcAlone = run("as-is");
    const configured = run("configure");
    // 140 MiB let go: glibc alone keeps most of it in its heap; set for the server, each block was
    // mapped on its own and went back when freed
    expect(glibcAlone.freed, JSON.stringify(glibcAlone)).toBeGreaterThan(glibcAlone.filled - 80);
    expect(configured.freed, JSON.stringify(configured)).toBeLessThan(configured.filled - 110);
    expect(configured.freed).toBeLessThan(glibcAlone.freed - 60);
    // the environment's own say wins: nothing is applied then
    expect(configureMalloc({ env: { MALLOC_ARENA_MAX: "4" } })).toBe(false);
  });
});
