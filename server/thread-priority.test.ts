import os from "node:os";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { THREAD_NICENESS } from "./thread-priority.mjs";

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
});
