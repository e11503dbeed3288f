import { formatLocale } from "./locale";
import { parseEventDate } from "./validations/event-date";

/**
 * An event date as a person reads it: "Saturday, 13 June 2026 at 15:00". event_date is the
 * wall-clock time the owner typed, without a time zone (docs/api.md "Event date"), so it is
 * formatted as UTC on both server and browser: same text everywhere, no shift, no hydration mismatch.
 */
export function formatEventDate(value: string, locale: string): string {
  const date = parseEventDate(value);
  if (!date) return value;
  // each language's own format locale: English is British (day before month, 24-hour clock, issue 32)
  return new Intl.DateTimeFormat(formatLocale(locale), {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
}

/**
 * A day as a person reads it ("Thursday, 24 December 2026"): a draw's exchange day, `YYYY-MM-DD`,
 * formatted as UTC so the server, the browser and a mail say the same.
 */
export function formatEventDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: "full", timeZone: "UTC" }).format(date);
}
