// A process's resident memory, read from /proc (Linux): for the benchmarks (bench/) and the
// server tests that check memory (tests/api/operations.test.ts).
import { readFileSync } from "node:fs";

/** A process's resident memory now and at its highest so far, in MiB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const mib = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]) / 1024;
  return { rss: mib("VmRSS"), peak: mib("VmHWM") };
}

/**
 * The resident MiB of glibc's main heap (the `[heap]` mapping, grown with brk): where the C side
 * of the process — Node, its addons, SQLite — keeps its small blocks.
 */
export function mallocHeapOf(pid) {
  let inHeap = false;
  let kib = 0;
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ /.exec(line);
    if (mapping) inHeap = line.trimEnd().endsWith(" [heap]");
    else if (inHeap && line.startsWith("Rss:")) kib += Number(/\d+/.exec(line)[0]);
  }
  return kib / 1024;
}
