// Opt-in CPU accounting of the API tests' servers (docs/performance.md, "CI time: CPU-seconds per
// file"): with TEST_CPU_LOG=<file>, each server a test file starts appends one JSON line when it
// stops: the file, the server's own CPU seconds (user + sys, its threads and reaped children
// included) and, on PostgreSQL, those of the database's backends still connected at that moment
// (a pool's connections live as long as the server). Read from /proc, so Linux only; without the
// variable nothing is read or written.
import { appendFileSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";

const ticksPerSecond = 100; // USER_HZ on Linux

/** user + sys (+ reaped children's) of one process, in seconds; 0 once it is gone. */
function cpuSecondsOf(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // after the command: state is field 3, utime 14, stime 15, cutime 16, cstime 17
    return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** CPU seconds of the PostgreSQL backends serving `database` (their title names it). */
function backendCpuSeconds(database: string): number {
  let sum = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (title.startsWith("postgres: ") && title.split(" ").includes(database)) sum += cpuSecondsOf(pid);
    } catch {
      // ended meanwhile
    }
  }
  return sum;
}

/** A recorder for one server, made when it starts; `stopping()` writes its line (if asked to). */
export function cpuRecorder(pid: number, databaseUrl: string): { stopping: () => void } {
  const log = process.env.TEST_CPU_LOG;
  if (!log) return { stopping: () => {} };
  const file = path.basename(expect.getState().testPath ?? "unknown");
  const database = databaseUrl.startsWith("postgres") ? new URL(databaseUrl).pathname.slice(1) : "";
  return {
    stopping: () => {
      const line = { file, server: cpuSecondsOf(pid), postgres: database ? backendCpuSeconds(database) : 0 };
      appendFileSync(log, `${JSON.stringify(line)}\n`);
    },
  };
}
