import { describe, expect, it } from "vitest";
import { announcedDeletionDay, deletionMoment, dueBounds, NOTICE_DAYS } from "./retention";

const at = (iso: string) => new Date(iso);

describe("retention", () => {
  it("counts from the last change when there is no event date", () => {
    expect(deletionMoment({ eventDate: null, lastChange: at("2026-01-01T10:00:00Z") }, 30)).toEqual(
      at("2026-01-31T10:00:00Z"),
    );
  });

  it("counts from the later of the event day and the last change", () => {
    const changed = at("2026-01-01T10:00:00Z");
    expect(deletionMoment({ eventDate: "2026-03-01T18:30", lastChange: changed }, 30)).toEqual(
      at("2026-03-31T00:00:00Z"),
    );
    // "keep it" after the event: the change counts
    expect(deletionMoment({ eventDate: "2025-12-24", lastChange: changed }, 30)).toEqual(at("2026-01-31T10:00:00Z"));
  });

  it("names the day only within the notice period", () => {
    const facts = { eventDate: null, lastChange: at("2026-01-01T10:00:00Z") };
    const deletion = at("2026-01-31T10:00:00Z").getTime();
    const daysBefore = (days: number) => new Date(deletion - days * 24 * 60 * 60_000);
    expect(announcedDeletionDay(facts, 30, daysBefore(NOTICE_DAYS + 1))).toBeNull();
    expect(announcedDeletionDay(facts, 30, daysBefore(NOTICE_DAYS))).toBe("2026-01-31");
    expect(announcedDeletionDay(facts, 30, daysBefore(1))).toBe("2026-01-31");
  });

  it("asks the database with bounds that agree with deletionMoment", () => {
    const now = at("2026-06-15T12:00:00Z");
    const { changedBy, eventBefore } = dueBounds(30, now);
    expect(changedBy).toEqual(at("2026-05-16T12:00:00Z"));
    expect(eventBefore).toBe("2026-05-17");
    // an event on 2026-05-16 began before `changedBy`: due; one on 2026-05-17 is not yet
    const due = (eventDate: string) => deletionMoment({ eventDate, lastChange: changedBy }, 30) <= now;
    expect(due("2026-05-16T23:59")).toBe(true);
    expect("2026-05-16T23:59" < eventBefore).toBe(true);
    expect(due("2026-05-17T00:00")).toBe(false);
    expect("2026-05-17T00:00" < eventBefore).toBe(false);
    expect(dueBounds(30, now, NOTICE_DAYS).changedBy).toEqual(at("2026-05-30T12:00:00Z"));
  });
});
