// A process's resident memory, read from /proc (Linux): for the benchmarks (bench/) and the
// server tests that check memory (tests/api/operations.test.ts).
import { readFileSync } from "node:fs";

/** A process's resident memory now and at its highest so far, in MiB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const mib = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]) / 1024;
  return { rss: mib("VmRSS"), peak: mib("VmHWM") };
}
