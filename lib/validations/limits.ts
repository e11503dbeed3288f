// How long each stored text may be: one table for the API's schemas and the forms' maxLength.
// Pure and zod-free, so browser code can import it without the schema library.

export const LIMITS = {
  listTitle: 120,
  itemTitle: 200,
  note: 1000,
  eventNote: 1000,
  eventLocation: 200,
  visitorName: 60,
  password: 200,
  url: 2048,
  token: 200,
  id: 64,
  priceText: 50,
  /** An item's section heading (issue 26). */
  section: 60,
  /** "#rrggbb" */
  themeColor: 7,
  /** An e-mail address for mail notifications (RFC 5321's limit, decision 081). */
  email: 254,
  /** The shop page the bookmarklet sends for a preview, in UTF-16 units (its markup without scripts and styles). */
  previewPage: 1_000_000,
  /** A giver's question on a wish, and the owner's answer (docs/decisions/116-questions-on-a-wish.md). */
  question: 500,
  answer: 1000,
} as const;

/** How many of one item an owner may wish for, and so how many one reservation may take. */
export const QUANTITY = { min: 1, max: 99 } as const;

/** How many people a secret-santa draw takes (docs/api.md "Draws"): three keep a secret, 200 a large office. */
export const DRAW = { minParticipants: 3, maxParticipants: 200, maxExclusions: 1000 } as const;

/** Lengths count Unicode code points, so an emoji is one character (docs/api.md "Limits"). */
/**
 * Code points in `value` (a lone surrogate counts as one), counted without spreading it into an
 * array: `[...value]` took seconds and a gigabyte for a 32 MiB text in an import (decision 068).
 */
export function codePointLength(value: string): number {
  let count = value.length;
  for (let index = 0; index < value.length - 1; index += 1) {
    const unit = value.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        index += 1;
      }
    }
  }
  return count;
}

/**
 * Longer than any text of at most `max` code points could arrive, even with white space around
 * it: refused as too long before the text rules look at it, so that a 32 MiB text in an import
 * costs one comparison (docs/decisions/068-imports-off-the-event-loop.md).
 */
export const surelyTooLong = (value: string, max: number) => value.length > 2 * max + 1000;

/**
 * The pictures the list keeps (docs/decisions/050-pictures-the-list-keeps.md): what one picture may
 * be before processing, and the sizes it is kept in.
 */
export const PICTURE = {
  /** Bytes of one picture before processing (an upload, a fetched picture, one in a list file). */
  maxBytes: 10 * 1024 * 1024,
  /**
   * Pixels one picture may declare, by format: what its decoding costs (docs/decisions/073). JPEG
   * and WebP shrink while they are decoded and PNG is decoded line by line, so 64 MP (every phone
   * camera's full size, 50 MP, and more) costs ~20–50 MiB (a progressive JPEG or an interlaced PNG
   * ~200 MiB). GIF and AVIF are decoded whole, at ~5 and ~18 bytes per pixel. A photo of up to
   * 16 MP passes in every format.
   */
  maxPixels: { jpeg: 64_000_000, png: 64_000_000, webp: 64_000_000, gif: 40_000_000, avif: 16_000_000 },
  /** The long side of the kept picture. */
  largeSide: 1280,
  /** The width of the card's picture (a card is at most ~360 CSS px wide: sharp on a 1.3× screen). */
  cardWidth: 480,
  /** The long side of a picture in the review of wishes brought along (48 CSS px on a 3× screen; decision 144). */
  reviewSide: 144,
} as const;
