import "server-only";
import { Worker } from "node:worker_threads";
import { createQueue } from "../../lib/server/work-queue";
import type { PageInput, PageReading } from "./read-page";
import { logger } from "../../server/log.mjs";

// A fetched shop page is parsed and read in a worker thread of its own, under a time and memory
// budget (docs/decisions/071-bounded-page-reading.md). The caps of ./document.ts keep real and
// hostile pages alike to a few hundred ms; the budget is the bound for whatever the caps miss
// (the parser's own work on a hostile page is not ours to cap).

export const READ_BUDGET = {
  /** Wall time for reading one page, from the worker's first message on; past it the worker is stopped. */
  ms: 2_000,
  /**
   * Wall time for the worker's start (its code loading, ~30 ms when idle): not the page's doing,
   * but slow on a busy machine, where it would eat the page's budget; bounded on its own.
   */
  startMs: 10_000,
  /** The worker's heap (a page of 50,000 elements needs ~30 MB). */
  heapMb: 96,
  /** Pages read at once per instance: one core parses, the other keeps the event loop. */
  atOnce: 1,
} as const;

const runQueued = createQueue(READ_BUDGET.atOnce);

/**
 * What `input` says about its product, read off the main thread; null when the page could not be
 * read within the budget (out of time or memory), which the preview treats as a page that named
 * nothing.
 */
export function readPageInWorker(input: PageInput): Promise<PageReading | null> {
  return runQueued(
    () =>
      new Promise<PageReading | null>((resolve) => {
        // the body is copied, not moved: a small Buffer lives in Node's shared pool
        const worker = new Worker(new URL("./read-worker.ts", import.meta.url), {
          workerData: input,
          resourceLimits: { maxOldGenerationSizeMb: READ_BUDGET.heapMb, maxYoungGenerationSizeMb: 16 },
        });
        const stopAfter = (ms: number, what: string) =>
          setTimeout(() => {
            logger().warn("link-preview", `${what} took more than ${ms} ms; the page reads as empty`);
            void worker.terminate();
          }, ms);
        let budget = stopAfter(READ_BUDGET.startMs, "a page reader's start");
        let answer: PageReading | null = null;
        // first "reading" (./read-worker.ts, once its code is loaded), then the reading itself
        worker.on("message", (message: "reading" | PageReading) => {
          clearTimeout(budget);
          if (message === "reading") {
            budget = stopAfter(READ_BUDGET.ms, "a page");
            return;
          }
          answer = message;
          void worker.terminate();
        });
        // a page the worker could not read (out of memory, a parser failure) reads as empty
        worker.once("error", (error) => logger().error("link-preview", "a page could not be read:", error.message));
        worker.once("exit", () => {
          clearTimeout(budget);
          resolve(answer);
        });
      }),
  );
}
