// Pictures for the tests, made on the spot: a phone-like JPEG with EXIF (orientation, camera,
// GPS), a PNG whose header claims 30,000 × 30,000 pixels, and bytes that only pretend.
import { crc32 } from "node:zlib";
import sharp from "sharp";

/**
 * A JPEG `width` × `height` as stored, with EXIF saying "turn 90° clockwise" (orientation 6), a
 * camera make and a GPS position: the upright picture is `height` wide and `width` high.
 */
export async function phonePhoto(width = 600, height = 300): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    // left half red, right half blue: orientation is visible in the pixels too
    const left = i % width < width / 2;
    pixels[i * 3] = left ? 220 : 20;
    pixels[i * 3 + 2] = left ? 20 : 220;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Wunschliste Test Camera", Model: "T-1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "13/1 24/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header says `width` × `height` (grey, 8 bit) and whose pixels are a few bytes. */
export function hugePng(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from("789c030000000001", "hex")),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Text that calls itself a picture. */
export const NOT_A_PICTURE = Buffer.from("<!doctype html><title>I am no picture</title>");

/**
 * A picture of one flat colour, `width` × `height`, in `format`: a few hundred bytes to a few
 * hundred KB that declare many pixels (AVIF 8000 × 8000 is ~1 KB) — what an attacker sends.
 */
export function flatPicture(format: "avif" | "gif" | "png" | "webp" | "jpeg", width: number, height = width) {
  const picture = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 100, b: 50 } } });
  return format === "avif" ? picture.avif({ quality: 30, effort: 0 }).toBuffer() : picture[format]().toBuffer();
}
