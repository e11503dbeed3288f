import { parseEventDate } from "./validations/event-date";
import type { ListDocumentAnswer } from "./wire";

// "Copy for next year" (issue 28, docs/decisions/066-closing-a-list.md) is the owner's copy of a
// list (export, then import: components/owner/ListTransfer.tsx), with this one step between: a list
// file never holds reservations, so what is left to drop is what arrived, the closing, and (issue
// 40) last year's date, which would greet the copy with "The day is over" at once.

/** `YYYY-MM-DDTHH:mm` of this device's clock: the same wall-clock terms as an event date. */
export function wallClockNow(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/**
 * The event's next return after `now` (both wall-clock `YYYY-MM-DDTHH:mm`): the same day and time a
 * whole number of years on; 29 February is 28 February in other years. A date still to come stays.
 */
export function nextReturn(eventDate: string, now: string): string {
  const date = parseEventDate(eventDate);
  if (!date) return eventDate;
  const [month, day, time] = [date.getUTCMonth(), date.getUTCDate(), eventDate.slice(10, 16)];
  let year = date.getUTCFullYear();
  let next = eventDate.slice(0, 16);
  while (next <= now) {
    year += 1;
    const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    next = `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-${String(Math.min(day, lastOfMonth)).padStart(2, "0")}${time}`;
  }
  return next;
}

/**
 * The file of a list as its copy starts: open, and, for next year, without the wishes received and
 * with its date moved on to the event's next return (`now`: this device's wall clock).
 */
export function forNewCopy(document: ListDocumentAnswer, nextYear: boolean, now = wallClockNow()): ListDocumentAnswer {
  const items = nextYear ? document.items.filter((item) => !item.received) : document.items;
  const eventDate = document.list.event_date;
  return {
    ...document,
    list: {
      ...document.list,
      closed: false,
      ...(nextYear && eventDate ? { event_date: nextReturn(eventDate, now) } : {}),
    },
    items: items.map((item) => ({ ...item, received: false })),
  };
}

/**
 * A draw's day (`YYYY-MM-DD`) in its copy for next year (issue 51): a year on at least — a copy made
 * before this year's exchange is next year's — and the first return after `today` when the copy
 * comes later still.
 */
export function nextYearsDay(day: string, today: string = wallClockNow().slice(0, 10)): string {
  const after = today > day ? today : day;
  return nextReturn(`${day}T00:00`, `${after}T00:00`).slice(0, 10);
}
