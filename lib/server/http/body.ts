import "server-only";
import { AppError } from "../../errors";
import { serverConfig } from "../config";

export type InputValue = string | number | boolean | null | InputValue[] | { [key: string]: InputValue };
export type Input = Record<string, unknown>;

/** Reads at most `limit` bytes; more is a 413 without reading on. */
async function readBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new AppError("body_too_large");
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new AppError("body_too_large");
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Form fields: a key given once is a string, a repeated key (item_ids) an array. */
function fromEntries(entries: Iterable<[string, FormDataEntryValue]>): Input {
  const input: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of entries) {
    if (typeof value !== "string") throw new AppError("invalid_field", { field: key });
    const existing = input[key];
    if (existing === undefined) input[key] = value;
    else input[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return { ...input };
}

/**
 * The body of a POST as one object, whichever of the three accepted encodings it came in
 * (docs/api.md "Responses"): JSON, form-urlencoded or multipart. Anything else is a 415; over 32 KiB a 413.
 */
export async function readInput(request: Request, maxBytes = serverConfig.maxBodyBytes): Promise<Input> {
  const bytes = await readBytes(request, maxBytes);
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";

  if (mediaType === "" && bytes.byteLength === 0) return {};
  if (mediaType === "application/json" || mediaType.endsWith("+json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      throw new AppError("invalid_body");
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new AppError("invalid_body");
    return parsed as Input;
  }
  if (mediaType === "application/x-www-form-urlencoded") {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new AppError("invalid_body");
    }
    return fromEntries(new URLSearchParams(text));
  }
  if (mediaType === "multipart/form-data") {
    let form: FormData;
    try {
      form = await new Response(bytes as BodyInit, { headers: { "content-type": contentType } }).formData();
    } catch {
      throw new AppError("invalid_body");
    }
    return fromEntries(form.entries());
  }
  throw new AppError("unsupported_media_type");
}
