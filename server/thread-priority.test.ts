import { execFile } from "node:child_process";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { EVENT_LOOP_PID_VARIABLE, THREAD_NICENESS } from "./thread-priority.mjs";

const moduleUrl = new URL("./thread-priority.mjs", import.meta.url).href;

/**
 * A thread that lowers itself, starts one that lowers itself too (as the login thread starts its
 * hashing thread), and reports both nicenesses.
 */
function nestedThreads(): Promise<{ outer: number; inner: number }> {
  const inner = `
    const { parentPort } = require("node:worker_threads");
    import(${JSON.stringify(moduleUrl)}).then(({ lowerThreadPriority, THREAD_NICENESS }) =>
      parentPort.postMessage(lowerThreadPriority(THREAD_NICENESS)()));`;
  const outer = `
    const { parentPort, Worker } = require("node:worker_threads");
    import(${JSON.stringify(moduleUrl)}).then(({ lowerThreadPriority, THREAD_NICENESS }) => {
      const outer = lowerThreadPriority(THREAD_NICENESS)();
      const nested = new Worker(${JSON.stringify(inner)}, { eval: true });
      nested.once("message", (inner) => { parentPort.postMessage({ outer, inner }); nested.terminate(); });
    });`;
  return new Promise((resolve, reject) => {
    const thread = new Worker(outer, { eval: true });
    thread.once("message", (niceness) => {
      resolve(niceness);
      void thread.terminate();
    });
    thread.once("error", reject);
  });
}

describe("the server's threads", () => {
  it.runIf(process.platform === "linux")(
    "run the same steps below the event loop, also one started by another lowered thread",
    async () => {
      // relative to the event loop's own niceness (the tests may themselves run under `nice`)
      const eventLoop = os.getPriority();
      const below = Math.min(19, eventLoop + THREAD_NICENESS);
      expect(await nestedThreads()).toEqual({ outer: below, inner: below });
      expect(os.getPriority()).toBe(eventLoop);
    },
  );

  it.runIf(process.platform === "linux")(
    "in a process the server started: all of its threads, and a thread it starts, the same steps below the event loop",
    async () => {
      const eventLoop = os.getPriority();
      const below = Math.min(19, eventLoop + THREAD_NICENESS);
      // as the login process does first; then its threads' niceness, and a hashing thread's
      const child = `
        const { readdirSync } = require("node:fs");
        const os = require("node:os");
        const { Worker } = require("node:worker_threads");
        import(${JSON.stringify(moduleUrl)}).then(({ lowerProcessPriority, lowerThreadPriority, THREAD_NICENESS }) => {
          lowerProcessPriority(THREAD_NICENESS);
          const threads = readdirSync("/proc/self/task").map((thread) => os.getPriority(Number(thread)));
          const code = "import(" + JSON.stringify(${JSON.stringify(moduleUrl)}) + ").then(({ lowerThreadPriority, THREAD_NICENESS }) => require('node:worker_threads').parentPort.postMessage(lowerThreadPriority(THREAD_NICENESS)()))";
          const hashing = new Worker(code, { eval: true });
          hashing.once("message", (inner) => { console.log(JSON.stringify({ threads, inner })); hashing.terminate(); });
        });`;
      const output = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          ["-e", child],
          { env: { ...process.env, [EVENT_LOOP_PID_VARIABLE]: String(process.pid) } },
          (error, stdout) => (error ? reject(error) : resolve(stdout)),
        ),
      );
      const { threads, inner } = JSON.parse(output) as { threads: number[]; inner: number };
      expect(threads.length).toBeGreaterThan(1);
      expect(new Set(threads)).toEqual(new Set([below]));
      // counted from the event loop, not from the lowered process: not twice as low
      expect(inner).toBe(below);
      expect(os.getPriority()).toBe(eventLoop);
    },
  );
});
