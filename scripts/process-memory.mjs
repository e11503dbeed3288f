// A process's resident memory, read from /proc (Linux): for the benchmarks (bench/) and the
// server tests that check memory (tests/api/memory.test.ts).
import { readFileSync } from "node:fs";

/**
 * A process's resident memory now and at its highest so far, in MiB.
 * @param {number} pid
 */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  // Linux's status file always has both fields
  const mib = (/** @type {string} */ field) =>
    Number(/** @type {RegExpExecArray} */ (new RegExp(`${field}:\\s+(\\d+)`).exec(status))[1]) / 1024;
  return { rss: mib("VmRSS"), peak: mib("VmHWM") };
}

/**
 * The resident MiB of glibc's main heap (the `[heap]` mapping, grown with brk): where the C side
 * of the process — Node, its addons, SQLite — keeps its small blocks.
 * @param {number} pid
 */
export function mallocHeapOf(pid) {
  let inHeap = false;
  let kib = 0;
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ /.exec(line);
    if (mapping) inHeap = line.trimEnd().endsWith(" [heap]");
    else if (inHeap && line.startsWith("Rss:")) kib += Number(/** @type {RegExpExecArray} */ (/\d+/.exec(line))[0]);
  }
  return kib / 1024;
}
