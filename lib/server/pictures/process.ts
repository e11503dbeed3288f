import "server-only";
import sharp, { type Metadata } from "sharp";
import { AppError } from "../../errors";
import { PICTURE } from "../../validations/limits";
import { createQueue } from "../hash-queue";

// Turning whatever an owner or a shop hands over into the pictures the list keeps
// (docs/decisions/050-pictures-the-list-keeps.md): the bytes decide the format, the pixel count
// is checked from the header before anything is decoded, the result is upright, without any
// metadata (EXIF, GPS, camera, ICC beyond sRGB), WebP in two sizes.

/** The limits and sizes of lib/validations/limits.ts, under the name the server uses. */
export const PICTURE_LIMITS = PICTURE;

/** Formats read from the bytes; anything else (SVG, PDF, TIFF, HEIC…) is refused. */
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "avif"]);

/** The bytes as Prisma stores them (a plain ArrayBuffer behind them, as its Bytes type asks). */
export type ProcessedPicture = {
  large: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
  card: Uint8Array<ArrayBuffer>;
  cardWidth: number;
};

// libvips keeps a cache of recent operations for repeated work on the same input; each picture
// is processed once, so the cache would only hold memory.
sharp.cache(false);
// Each picture decodes on one thread; the queue below decides how many run at once.
sharp.concurrency(1);

/**
 * Two pictures at once, the rest wait their turn (like password hashes, decision 025): a 12 MP
 * photo takes ~100 MB while it is decoded, so twenty uploads at once must not decode together.
 */
const runQueued = createQueue(2);

/** sharp's own name for what the bytes are; AVIF is a HEIF file with AV1 inside. */
function formatOf(metadata: Metadata): string | undefined {
  if (metadata.format === "heif") return metadata.compression === "av1" ? "avif" : "heic";
  return metadata.format;
}

/** The bytes' format and size, read from the header alone; refusals are the caller's 4xx. */
async function inspect(bytes: Buffer): Promise<Metadata> {
  if (bytes.length > PICTURE_LIMITS.maxBytes) throw new AppError("picture_too_large", { field: "image" });
  let metadata: Metadata;
  try {
    // the header only; sharp's own pixel limit would throw here before the check below can say so
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("picture_not_an_image", { field: "image" });
  }
  const format = formatOf(metadata);
  if (!format || !ACCEPTED.has(format)) throw new AppError("picture_not_an_image", { field: "image" });
  const { width = 0, height = 0 } = metadata;
  if (width === 0 || height === 0) throw new AppError("picture_not_an_image", { field: "image" });
  if (width * height > PICTURE_LIMITS.maxPixels) throw new AppError("picture_too_many_pixels", { field: "image" });
  return metadata;
}

async function render(bytes: Buffer): Promise<ProcessedPicture> {
  try {
    // Decoded once, straight to the large size (a JPEG shrinks while it is decoded, so a 12 MP
    // photo never lies in memory whole); the card is made from those pixels. limitInputPixels
    // holds again while decoding (a header that lied); only the first frame of an animation;
    // autoOrient turns the pixels as EXIF says; sharp writes no metadata unless asked.
    const upright = await sharp(bytes, { limitInputPixels: PICTURE_LIMITS.maxPixels, animated: false, failOn: "error" })
      .autoOrient()
      .resize({
        width: PICTURE_LIMITS.largeSide,
        height: PICTURE_LIMITS.largeSide,
        fit: "inside",
        withoutEnlargement: true,
      })
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
    // a header that looked fine over a body that is not (cut short, corrupt)
    throw new AppError("picture_not_an_image", { field: "image" });
  }
}

/**
 * The picture in `bytes`, upright, stripped and shrunk; refused with `picture_too_large`,
 * `picture_not_an_image` or `picture_too_many_pixels`. Waits its turn in the picture queue.
 */
export async function processPicture(bytes: Buffer): Promise<ProcessedPicture> {
  await inspect(bytes);
  return runQueued(() => render(bytes));
}
