import "server-only";
import { Busboy, type BusboyFileStream } from "@fastify/busboy";
import { AppError } from "../../errors";
import { BODY_MAX_VALUES } from "../../validations/body-shape";
import { isWellFormedText } from "../../validations/form-encoding";
import type { Input } from "./decode-body";

// A multipart upload read as it arrives (docs/decisions/073-picture-budgets.md): the text fields
// come first in the app's own form, so the request is checked (list, item, token, the picture
// budget) before a byte of the picture is read; a refused upload is answered at once and its
// connection closed, the rest of the picture never read. Fields sent after the picture still
// work: then the picture is read (bounded) and the check comes after it.

/** A text field of a form; ids, tokens and the like are far shorter. */
const MAX_FIELD_BYTES = 32 * 1024;

export type Upload = { fields: Input; file: Buffer | undefined };

type UploadOptions = {
  /** The one part that may be a file. */
  fileField: string;
  /** Its most bytes; more is a 413 (the caller's code for it). */
  maxFileBytes: number;
  /**
   * Told the fields that arrived before the file part, once it begins: a promise that rejects
   * refuses the upload before the file is read; `undefined` means "not enough to check yet".
   */
  beforeFile: (fields: Input) => Promise<unknown> | undefined;
};

/** The bytes of a file part; past busboy's `fileSize` it rejects with `body_too_large`. */
function collect(stream: BusboyFileStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("limit", () => reject(new AppError("body_too_large")));
    stream.on("error", () => reject(new AppError("invalid_body")));
    stream.on("end", () =>
      stream.truncated ? reject(new AppError("body_too_large")) : resolve(Buffer.concat(chunks)),
    );
  });
}

/**
 * The fields and the file of a `multipart/form-data` request, read as they arrive with the rules
 * of every form (lib/server/http/decode-body.ts): text must be well-formed UTF-8, a key given
 * twice or a file under another name is a 400 `invalid_field`, more than 50,000 parts a 400
 * `invalid_body`; the file over `maxFileBytes` is a `body_too_large`.
 */
export async function readUpload(
  request: Request,
  contentType: string,
  { fileField, maxFileBytes, beforeFile }: UploadOptions,
): Promise<Upload> {
  let busboy: ReturnType<typeof Busboy>;
  try {
    busboy = Busboy({
      headers: { "content-type": contentType },
      limits: { fileSize: maxFileBytes, fieldSize: MAX_FIELD_BYTES, parts: BODY_MAX_VALUES },
    });
  } catch {
    throw new AppError("invalid_body"); // no boundary
  }
  const fields: Record<string, string> = Object.create(null);
  let file: Promise<Buffer> | undefined;
  let refusal: unknown;
  let refused = () => {};
  const whenRefused = new Promise<void>((resolve) => (refused = resolve));
  const refuse = (error: unknown) => {
    refusal ??= error;
    refused();
  };

  busboy.on("field", (name, value, nameTruncated, valueTruncated) => {
    if (nameTruncated || valueTruncated || value.includes("\uFFFD") || !isWellFormedText(value))
      return refuse(new AppError("invalid_body"));
    if (Object.hasOwn(fields, name)) return refuse(new AppError("invalid_field", { field: name }));
    fields[name] = value;
  });
  busboy.on("file", (name, stream) => {
    if (name !== fileField || file) {
      stream.resume();
      return refuse(new AppError("invalid_field", { field: name }));
    }
    // the file's bytes wait in the stream (busboy takes no more) until the check has passed
    const sofar = { ...fields };
    file = Promise.resolve()
      .then(() => beforeFile(sofar))
      .then(() => collect(stream));
    file.catch(refuse);
  });
  busboy.on("partsLimit", () => refuse(new AppError("invalid_body")));
  busboy.on("error", () => refuse(new AppError("invalid_body")));
  const finished = new Promise<void>((resolve) => busboy.on("finish", resolve));

  const reader = request.body?.getReader();
  if (!reader) throw new AppError("invalid_body");
  while (!refusal) {
    // a refusal (the check failed) is answered at once, not when the client sends more
    const reading = reader.read();
    reading.catch(() => {});
    let chunk: ReadableStreamReadResult<Uint8Array> | undefined;
    try {
      chunk = await Promise.race([reading, whenRefused.then(() => undefined)]);
    } catch {
      // the client hung up, or server/main.mjs dropped a body that took too long (decision 038)
      throw new AppError("body_incomplete");
    }
    if (!chunk) break;
    if (chunk.done) {
      busboy.end();
      // busboy finishes once the file part is read, which waits for the check
      await Promise.race([finished, whenRefused]);
      break;
    }
    // a full buffer (the file part waiting for its check) holds the reading back
    if (!busboy.write(chunk.value))
      await Promise.race([new Promise((resolve) => busboy.once("drain", resolve)), whenRefused]);
  }
  if (!refusal && file) await file.catch(refuse);
  if (refusal) {
    // the rest of the body is never read: the answer closes the connection (lib/server/http/endpoint.ts)
    busboy.destroy();
    throw refusal;
  }
  return { fields: { ...fields }, file: file ? await file : undefined };
}
