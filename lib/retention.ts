// When RETENTION_DAYS deletes a list or a draw (docs/decisions/131-retention.md): that many days
// after the later of its event day and its last change. Both count, so "keep it" (a change) keeps a
// list whose event is long past, and a list is never deleted before its event. Whole days in UTC,
// as event dates are read everywhere (lib/event-date.ts). Pure: the sweep, the owner's answer and
// the tests share it.

const DAY_MS = 24 * 60 * 60_000;

/** The owner is told this many days before (their page, and one mail). */
export const NOTICE_DAYS = 14;

/** What a list or draw keeps that the rule reads. */
export type RetentionFacts = {
  /** "YYYY-MM-DD", optionally with "THH:mm" (a list's wall-clock time, only its day counts). */
  eventDate: string | null;
  lastChange: Date;
};

/** The moment from which a list or draw may be deleted. */
export function deletionMoment({ eventDate, lastChange }: RetentionFacts, retentionDays: number): Date {
  const eventDay = eventDate ? Date.parse(`${eventDate.slice(0, 10)}T00:00:00Z`) : Number.NaN;
  const from = Number.isNaN(eventDay) ? lastChange.getTime() : Math.max(eventDay, lastChange.getTime());
  return new Date(from + retentionDays * DAY_MS);
}

/** The day ("YYYY-MM-DD") a list or draw is deleted on, or null while that is more than NOTICE_DAYS away. */
export function announcedDeletionDay(facts: RetentionFacts, retentionDays: number, now: Date): string | null {
  const moment = deletionMoment(facts, retentionDays);
  if (moment.getTime() - now.getTime() > NOTICE_DAYS * DAY_MS) return null;
  return moment.toISOString().slice(0, 10);
}

/**
 * The bounds the sweep asks the database with: a list is due when its last change is at or before
 * `changedBy` and its event date (text, "YYYY-MM-DD…") sorts before `eventBefore`, i.e. its event
 * day began at or before that moment too. `aheadDays` moves the moment forward (the notice).
 */
export function dueBounds(retentionDays: number, now: Date, aheadDays = 0): { changedBy: Date; eventBefore: string } {
  const changedBy = new Date(now.getTime() - (retentionDays - aheadDays) * DAY_MS);
  const dayAfter = new Date(Date.parse(`${changedBy.toISOString().slice(0, 10)}T00:00:00Z`) + DAY_MS);
  return { changedBy, eventBefore: dayAfter.toISOString().slice(0, 10) };
}
