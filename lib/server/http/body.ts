import "server-only";
import { AppError } from "../../errors";
import { shapeCounterFor, type ShapeCounter } from "../../validations/body-shape";
import { serverConfig } from "../config";
import { mediaTypeOf, type RawBody } from "./decode-body";

export { decodeBody, formInput, type Input, type InputValue, type RawBody } from "./decode-body";

/** A body whose Content-Length says more than `limit` is a 413 before a byte of it is read. */
export function refuseDeclaredOver(request: Request, limit: number): void {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new AppError("body_too_large");
}

/**
 * Told the chunks read so far and their size, after each one, until it answers with a promise: the
 * reading waits for it, and stops if it rejects (a token checked from the body's first fields
 * before the rest is read, a place among the large bodies, decision 231). `undefined`: not yet.
 */
export type Ahead = (chunks: readonly Uint8Array[], size: number) => Promise<unknown> | undefined;

/**
 * Reads at most `limit` bytes; more is a 413 without reading on. `shape` counts the values as the
 * bytes arrive: more than a body may hold is a 400 at once, before the rest is read or anything
 * is parsed (lib/validations/body-shape.ts).
 */
async function readBytes(request: Request, limit: number, shape: ShapeCounter, ahead?: Ahead): Promise<Uint8Array> {
  refuseDeclaredOver(request, limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let waiting = ahead;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client hung up before its body arrived, or server/main.mjs dropped a body that took too
      // long (408): an answer the client will not read, and server/main.mjs logs what happened
      // (docs/decisions/038-request-edges.md).
      throw new AppError("body_incomplete");
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    const refusal = size > limit ? "body_too_large" : shape.feed(value) ? null : "invalid_body";
    if (refusal) {
      await reader.cancel().catch(() => {});
      throw new AppError(refusal);
    }
    chunks.push(value);
    // told the bytes so far until it answers; a refusal leaves the rest unread (the answer closes the connection)
    const decided = waiting?.(chunks, size);
    if (decided) {
      waiting = undefined;
      await decided;
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The bytes of a POST body, not yet decoded (./decode-body.ts decodes them): over `maxBytes`
 * (default 32 KiB) a 413; more than 50,000 values, fields or parts, or JSON nested deeper than 32,
 * a 400 while it arrives (lib/validations/body-shape.ts).
 */
export async function readBody(
  request: Request,
  maxBytes = serverConfig.maxBodyBytes,
  ahead?: Ahead,
): Promise<RawBody> {
  const contentType = request.headers.get("content-type") ?? "";
  return { bytes: await readBytes(request, maxBytes, shapeCounterFor(mediaTypeOf(contentType)), ahead), contentType };
}
