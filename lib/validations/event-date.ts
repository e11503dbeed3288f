// The event date rule, pure: the API normalises with it, the page formats with it.
// An event date is the wall-clock time the owner typed, `YYYY-MM-DDTHH:mm`, without a time zone.

const EVENT_DATE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * The wall-clock time as a Date whose UTC fields are the typed ones, or null when the text is not
 * a real date and time. Seconds and offsets are accepted and dropped, never converted.
 */
export function parseEventDate(value: string): Date | null {
  const match = EVENT_DATE.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  const valid =
    date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
  return valid ? date : null;
}

/** `YYYY-MM-DDTHH:mm` as stored and answered, or null (docs/api.md "Event date"). */
export function normalizeEventDate(value: string): string | null {
  return parseEventDate(value)?.toISOString().slice(0, 16) ?? null;
}

const EVENT_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/i;

/**
 * A day without a time, `YYYY-MM-DD` (a draw's exchange day, docs/api.md "Draws"), or null when the
 * text is no real day. A date and time is accepted; its day is kept.
 */
export function normalizeEventDay(value: string): string | null {
  const match = EVENT_DAY.exec(value.trim());
  if (!match) return null;
  const [y, mo, d] = match.slice(1, 4).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real && (match[0].length === 10 || parseEventDate(value) !== null) ? date.toISOString().slice(0, 10) : null;
}
