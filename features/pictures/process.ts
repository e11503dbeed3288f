import "server-only";
import sharp, { type Metadata } from "sharp";
import { shared } from "../../server/shared.mjs";
import { AppError, isAppError } from "../../lib/errors";
import { PICTURE } from "../../lib/validations/limits";
import { createQueue } from "../../lib/server/work-queue";
import { registerGauge } from "../../lib/server/metrics";

// Turning whatever an owner or a shop hands over into the pictures the list keeps
// (docs/decisions/050-pictures-the-list-keeps.md): the bytes decide the format, the pixel count
// is checked from the header against that format's budget before anything is decoded
// (docs/decisions/073-picture-budgets.md), the result is upright, without any metadata (EXIF,
// GPS, camera, ICC beyond sRGB), WebP in two sizes.

/** The limits and sizes of lib/validations/limits.ts, under the name the server uses. */
export const PICTURE_LIMITS = PICTURE;

/** Formats read from the bytes; anything else (SVG, PDF, TIFF, HEIC…) is refused. */
type Format = keyof typeof PICTURE.maxPixels;
const isAccepted = (format: string | undefined): format is Format =>
  !!format && Object.hasOwn(PICTURE.maxPixels, format);

/**
 * A picture that takes longer than this to decode and shrink is refused: the budgets keep every
 * real one far below (~1 s of a core for the largest), so only bytes built to be slow get here.
 */
const DECODE_TIMEOUT_SECONDS = 20;

/** The bytes as Prisma stores them (a plain ArrayBuffer behind them, as its Bytes type asks). */
export type ProcessedPicture = {
  large: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
  card: Uint8Array<ArrayBuffer>;
  cardWidth: number;
};

// libvips settings for a web server (docs/decisions/073): its cache of recent operations helps
// repeated work on the same input; each picture is processed once, so the cache would only hold
// memory. One thread per picture: the queue below decides how many run at once.
sharp.cache(false);
sharp.concurrency(1);

/**
 * One picture at a time per process, the rest wait their turn (like password hashes, decision
 * 025): the largest decode a budget lets in takes ~300 MiB and most of a core, so two would
 * take both cores of a small server and twice the memory. One per process (../../../server/shared.mjs):
 * Next bundles this module once per route, and uploads, fetches and imports must share one line.
 */
const runQueued = shared("pictureQueue", () => createQueue(1));
registerGauge({
  name: "wunschliste_picture_queue_length",
  help: "Pictures waiting for their turn to be decoded (one at a time)",
  read: () => runQueued.waiting(),
});

/** sharp's own name for what the bytes are; AVIF is a HEIF file with AV1 inside. */
function formatOf(metadata: Metadata): string | undefined {
  if (metadata.format === "heif") return metadata.compression === "av1" ? "avif" : "heic";
  return metadata.format;
}

/** The bytes' format, checked from the header alone against its budget; refusals are the caller's 4xx. */
async function inspect(bytes: Buffer): Promise<Format> {
  if (bytes.length > PICTURE_LIMITS.maxBytes) throw new AppError("picture_too_large", { field: "image" });
  let metadata: Metadata;
  try {
    // the header only; sharp's own pixel limit would throw here before the check below can say so
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("picture_not_an_image", { field: "image" });
  }
  const format = formatOf(metadata);
  if (!isAccepted(format)) throw new AppError("picture_not_an_image", { field: "image" });
  const { width = 0, height = 0 } = metadata;
  if (width === 0 || height === 0) throw new AppError("picture_not_an_image", { field: "image" });
  if (width * height > PICTURE_LIMITS.maxPixels[format])
    throw new AppError("picture_too_many_pixels", { field: "image" });
  return format;
}

/**
 * The picture upright and shrunk to fit `side` × `side`, as sharp will go on from there.
 * limitInputPixels holds the format's budget again while decoding (a header that lied); only the
 * first frame of an animation; autoOrient turns the pixels as EXIF says; sharp writes no metadata
 * unless asked. A JPEG or WebP shrinks while it is decoded, so a 12 MP photo never lies in memory whole.
 */
function decodeFitting(bytes: Buffer, format: Format, side: number) {
  return sharp(bytes, { limitInputPixels: PICTURE_LIMITS.maxPixels[format], animated: false, failOn: "error" })
    .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
    .autoOrient()
    .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true });
}

async function render(bytes: Buffer, format: Format): Promise<ProcessedPicture> {
  try {
    // Decoded once, straight to the large size; the card is made from those pixels.
    const upright = await decodeFitting(bytes, format, PICTURE_LIMITS.largeSide)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = upright.info;
    const pixels = () => sharp(upright.data, { raw: { width, height, channels } });
    const large = await pixels().webp({ quality: 80, effort: 4 }).toBuffer();
    const card = await pixels()
      .resize({ width: PICTURE_LIMITS.cardWidth, withoutEnlargement: true })
      .webp({ quality: 75, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return {
      large: new Uint8Array(large),
      width,
      height,
      card: new Uint8Array(card.data),
      cardWidth: card.info.width,
    };
  } catch {
    // a header that looked fine over a body that is not (cut short, corrupt, built to be slow)
    throw new AppError("picture_not_an_image", { field: "image" });
  }
}

/**
 * The picture in `bytes`, upright, stripped and shrunk; refused with `picture_too_large`,
 * `picture_not_an_image` or `picture_too_many_pixels`. Waits its turn in the picture queue;
 * `signal`: the request's, so that a picture whose client hung up before its turn is never
 * decoded (answered `body_incomplete`, which nobody reads: the log says 499).
 */
export async function processPicture(bytes: Buffer, signal?: AbortSignal): Promise<ProcessedPicture> {
  const format = await inspect(bytes);
  return inQueue(() => render(bytes, format), signal);
}

/** `work` in its turn in the picture queue; for a client that hung up meanwhile, `body_incomplete`. */
async function inQueue<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await runQueued(work, signal);
  } catch (error) {
    if (signal?.aborted && !isAppError(error)) throw new AppError("body_incomplete");
    throw error;
  }
}

/**
 * A small WebP of the picture in `bytes` for the owner's review of wishes brought along
 * (docs/decisions/144-pictures-in-the-review.md): the same checks and queue as processPicture,
 * nothing kept.
 */
export async function processThumbnail(bytes: Buffer, signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
  const format = await inspect(bytes);
  return inQueue(async () => {
    try {
      const webp = await decodeFitting(bytes, format, PICTURE_LIMITS.reviewSide).webp({ quality: 70 }).toBuffer();
      return new Uint8Array(webp);
    } catch {
      throw new AppError("picture_not_an_image", { field: "image" });
    }
  }, signal);
}

/** Stops work for a client that hung up: between the pictures of an import, before a fetch. */
export function requireClientStill(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AppError("body_incomplete");
}
