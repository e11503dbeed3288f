import { readdirSync, readFileSync } from "node:fs";

// A process's threads as Linux's /proc has them: for the tests of how the server's threads yield
// to its event loop (server/thread-priority.mjs, decisions 087, 191 and 204).

/** SCHED_IDLE's number in the kernel's sched.h, as /proc shows a thread's policy. */
export const IDLE_POLICY = 5;

export type ThreadScheduling = { niceness: number; policy: number };

/** Each thread of process `pid` ("self": this one) by its id, with its niceness and policy. */
export function threadScheduling(pid: number | "self"): Map<string, ThreadScheduling> {
  const threads = new Map<string, ThreadScheduling>();
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, "utf8");
      // the fields after the command's closing parenthesis, from the 3rd: niceness is the 19th, the policy the 41st
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      threads.set(thread, { niceness: Number(fields[16]), policy: Number(fields[38]) });
    } catch {
      // the thread ended meanwhile
    }
  }
  return threads;
}
