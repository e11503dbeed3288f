import { isAppError, type ErrorCode } from "../../../lib/errors";
import { importListSchema, type ImportListInput } from "../shared/list-document";
import { parseInput } from "../../../lib/validations/parse";
import { decodeBody, type RawBody } from "../../../lib/server/http/decode-body";

// What the import's worker thread does with a body (./check-worker.ts): decode it, check it
// against the import schema, and hand back the result with each picture in an ArrayBuffer of its
// own, so that it moves to the main thread without a copy. Free of "server-only" and of the
// server's config: it runs in the worker (docs/decisions/068-imports-off-the-event-loop.md).

/** The worker's one message: the checked input, the refusal the API answers, or a failure. */
export type CheckAnswer =
  { input: ImportListInput } | { refused: { code: ErrorCode; field?: string } } | { failed: string };

/** The body as `list_import`'s checked input; refusals are AppErrors (400, 409, 415…). */
export async function checkImportBody(body: RawBody, maxItems: number): Promise<ImportListInput> {
  return parseInput(importListSchema(maxItems), await decodeBody(body));
}

/** The answer for `body`, and what to transfer with it: every picture's own ArrayBuffer. */
export async function answerFor(body: RawBody, maxItems: number): Promise<[CheckAnswer, ArrayBuffer[]]> {
  try {
    const input = await checkImportBody(body, maxItems);
    const transfer: ArrayBuffer[] = [];
    for (const item of input.document.items) {
      if (!item.picture) continue;
      // a small decode may share Node's buffer pool; a copy owns its memory and moves alone
      const own = new Uint8Array(item.picture);
      item.picture = own as Buffer<ArrayBuffer>;
      transfer.push(own.buffer);
    }
    return [{ input }, transfer];
  } catch (error) {
    if (isAppError(error)) return [{ refused: { code: error.code, field: error.field } }, []];
    return [{ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) }, []];
  }
}
