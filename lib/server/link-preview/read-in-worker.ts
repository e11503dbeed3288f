import "server-only";
import { Worker } from "node:worker_threads";
import { createQueue } from "../hash-queue";
import type { PageInput, PageReading } from "./read-page";
import { logger } from "../../../server/log.mjs";

// A fetched shop page is parsed and read in a worker thread of its own, under a time and memory
// budget (docs/decisions/071-bounded-page-reading.md). The caps of ./document.ts keep real and
// hostile pages alike to a few hundred ms; the budget is the bound for whatever the caps miss
// (the parser's own work on a hostile page is not ours to cap).

export const READ_BUDGET = {
  /** Wall time for one page, the worker's start included; past it the worker is stopped. */
  ms: 2_000,
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
        const budget = setTimeout(() => {
          logger().warn("link-preview", `a page took more than ${READ_BUDGET.ms} ms to read; read as empty`);
          void worker.terminate();
        }, READ_BUDGET.ms);
        let answer: PageReading | null = null;
        worker.once("message", (reading: PageReading) => {
          answer = reading;
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
