// What Linux's scheduler says about a thread, read from /proc (docs/decisions/208-the-event-loop-in-
// short-slices.md): the tests that check the server's threads' slices share it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { mallocTrimAddon } from "../../server/memory.mjs";

/** Whether this kernel grants a thread its own slice (EEVDF's custom slices, Linux 6.12 and later). */
export function kernelGrantsSlices() {
  if (process.platform !== "linux") return false;
  const [major = 0, minor = 0] = os.release().split(".").map(Number);
  return major > 6 || (major === 6 && minor >= 12);
}

/** Whether the server can ask for short slices here: such a kernel, and the native helper built by setup. */
export const serverAsksForSlices = () => kernelGrantsSlices() && existsSync(mallocTrimAddon);

/** A /proc/…/sched file's `se.slice`, in nanoseconds. */
export function sliceOf(schedFile: string) {
  const line = /^se\.slice\s*:\s*(\d+)/m.exec(readFileSync(schedFile, "utf8"));
  if (!line) throw new Error(`no se.slice in ${schedFile}`);
  return Number(line[1]);
}

/** Each thread of a process and its slice in nanoseconds, as /proc has them. */
export function threadSlices(pid: number) {
  const slices = new Map<string, number>();
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      slices.set(thread, sliceOf(`/proc/${pid}/task/${thread}/sched`));
    } catch {
      // the thread ended meanwhile
    }
  }
  return slices;
}
