import "server-only";
import { Worker } from "node:worker_threads";
import { AppError } from "../../../lib/errors";
import type { ImportListInput } from "../shared/list-document";
import { createQueue } from "../../../lib/server/work-queue";
import type { RawBody } from "../../../lib/server/http/decode-body";
import type { CheckAnswer } from "./check-document";

// An import's body is decoded and checked in a worker thread of its own (./check-worker.ts): a
// body of up to 32 MiB (a list with its pictures) held the event loop for several hundred ms in
// JSON.parse, the text rules, base64 decoding and zod, and every other request waited
// (docs/decisions/068-imports-off-the-event-loop.md, docs/performance.md).

/**
 * One body at a time: the check takes a core while it runs, and the other core stays with the
 * event loop. Imports are rare; one waiting for its turn costs only its sender time.
 */
const runQueued = createQueue(1);

/** A worker's own bytes as Node's Buffer, without a copy. */
const asBuffer = (bytes: Uint8Array<ArrayBuffer>) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * `body` checked as `list_import`'s input, off the main thread; refused with the same
 * AppErrors as an inline check. The body's bytes move to the worker (they are not used here after).
 */
export function checkImport(body: RawBody, maxItems: number): Promise<ImportListInput> {
  return runQueued(
    () =>
      new Promise<ImportListInput>((resolve, reject) => {
        const worker = new Worker(new URL("./check-worker.ts", import.meta.url), {
          workerData: { body, maxItems },
          transferList: [body.bytes.buffer as ArrayBuffer],
        });
        worker.once("message", (answer: CheckAnswer) => {
          void worker.terminate();
          if ("input" in answer) {
            // a structured clone gives Uint8Arrays back; the rest of the server reads Buffers
            for (const item of answer.input.document.items) if (item.picture) item.picture = asBuffer(item.picture);
            resolve(answer.input);
          } else if ("refused" in answer) reject(new AppError(answer.refused.code, { field: answer.refused.field }));
          else reject(new Error(`import check failed: ${answer.failed}`));
        });
        worker.once("error", reject);
        worker.once("exit", (code) => reject(new Error(`import check ended (exit ${code}) without an answer`)));
      }),
  );
}
