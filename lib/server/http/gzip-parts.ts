import "server-only";
import { promisify } from "node:util";
import zlib from "node:zlib";

// A gzip body made of parts compressed once and a short text that differs per answer between them
// (the kept page and its CSP nonce, docs/decisions/086-compressed-answers.md). Each part is
// raw deflate ending on a byte boundary (a sync flush, not the last block); each gap is a stored
// (uncompressed) block holding that answer's text; then an empty last block and the gzip trailer
// (CRC-32 and length of the whole). An answer costs a copy and a checksum, not a compression.
//
// A part is compressed with what precedes it as its dictionary, so it may refer back across the
// gaps as a single compression would — with each gap filled with 0xFF bytes, which never occur in
// UTF-8 text: no match can take its bytes from a gap, whose content differs in every answer. A
// page with 0xFF bytes in it (not UTF-8) is compressed part by part without dictionaries.

const deflateRaw = promisify(zlib.deflateRaw);
const WINDOW = 32 * 1024; // deflate refers back at most this far
const GAP_BYTE = 0xff;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
const LAST_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

export type GzipParts = { pieces: { plain: Buffer; deflated: Buffer }[]; gapLength: number };

/** Compresses `parts`, which will be joined with texts of `gapLength` bytes (on libuv's threads). */
export async function compressParts(parts: Buffer[], gapLength: number): Promise<GzipParts> {
  const independent = parts.some((part) => part.includes(GAP_BYTE));
  const gap = Buffer.alloc(gapLength, GAP_BYTE);
  let history = Buffer.alloc(0);
  const pieces = await Promise.all(
    parts.map(async (plain) => {
      const dictionary = history;
      if (!independent) history = Buffer.concat([history, plain, gap]).subarray(-WINDOW);
      const deflated = await deflateRaw(plain, {
        level: zlib.constants.Z_BEST_COMPRESSION,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
        ...(dictionary.length > 0 && { dictionary }),
      });
      return { plain, deflated };
    }),
  );
  return { pieces, gapLength };
}

/** A stored block holding `text` (at most 65,535 bytes), not the last one. */
function storedBlock(text: Buffer): Buffer {
  const block = Buffer.alloc(5);
  block[0] = 0x00;
  block.writeUInt16LE(text.length, 1);
  block.writeUInt16LE(~text.length & 0xffff, 3);
  return Buffer.concat([block, text]);
}

/** The gzip body of the parts joined with `text` (exactly `gapLength` bytes) between each two. */
export function gzipJoined({ pieces, gapLength }: GzipParts, text: Buffer): Buffer {
  if (text.length !== gapLength) throw new Error(`the text between the parts must be ${gapLength} bytes`);
  const gap = storedBlock(text);
  let crc = 0;
  let length = 0;
  const body: Buffer[] = [GZIP_HEADER];
  pieces.forEach(({ plain, deflated }, index) => {
    if (index > 0) {
      body.push(gap);
      crc = crc32(text, crc);
      length += text.length;
    }
    body.push(deflated);
    // skipped when empty: zlib.crc32 of an empty buffer without memory behind it answers 0
    if (plain.length > 0) crc = crc32(plain, crc);
    length += plain.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([...body, LAST_EMPTY_BLOCK, trailer]);
}

// zlib.crc32 came with Node 20.15 / 22.2; older 20.x (package.json allows ≥ 20.9) count here.
const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
const crc32: (data: Buffer, value: number) => number =
  (zlib as { crc32?: (data: Buffer, value: number) => number }).crc32 ??
  ((data, value) => {
    let c = ~value;
    for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return ~c >>> 0;
  });
