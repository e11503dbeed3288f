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
