import { describe, expect, it } from "vitest";
import { forNewCopy, nextReturn, nextYearsDay, wallClockNow } from "./next-year";
import type { ListDocumentAnswer } from "./wire";

describe("nextReturn", () => {
  it("moves a past date on by whole years, to its first return after now", () => {
    expect(nextReturn("2025-12-24T18:00", "2026-11-26T09:30")).toBe("2026-12-24T18:00");
    expect(nextReturn("2025-06-13T15:00", "2026-11-26T09:30")).toBe("2027-06-13T15:00");
    expect(nextReturn("2019-06-13T15:00", "2026-11-26T09:30")).toBe("2027-06-13T15:00");
  });

  it("keeps a date still to come, and moves one earlier today", () => {
    expect(nextReturn("2026-12-24T18:00", "2026-11-26T09:30")).toBe("2026-12-24T18:00");
    expect(nextReturn("2026-11-26T09:00", "2026-11-26T09:30")).toBe("2027-11-26T09:00");
  });

  it("29 February returns on 28 February, and on the 29th again in a leap year", () => {
    expect(nextReturn("2024-02-29T12:00", "2024-03-01T00:00")).toBe("2025-02-28T12:00");
    expect(nextReturn("2024-02-29T12:00", "2027-03-01T00:00")).toBe("2028-02-29T12:00");
  });
});

describe("forNewCopy's date", () => {
  const document = {
    format: "wunschliste.list",
    version: 2,
    list: { closed: true, event_date: "2025-12-24T18:00" },
    items: [],
  } as unknown as ListDocumentAnswer;

  it("for next year: the date of the next return, the list open", () => {
    expect(forNewCopy(document, true, "2026-11-26T09:30").list).toMatchObject({
      closed: false,
      event_date: "2026-12-24T18:00",
    });
  });

  it("a plain copy keeps the date as it was; a list without a date stays without", () => {
    expect(forNewCopy(document, false, "2026-11-26T09:30").list.event_date).toBe("2025-12-24T18:00");
    const undated = { ...document, list: { ...document.list, event_date: null } };
    expect(forNewCopy(undated, true, "2026-11-26T09:30").list.event_date).toBeNull();
  });

  it("reads this device's clock in wall-clock terms", () => {
    expect(wallClockNow(new Date(2026, 0, 5, 7, 4))).toBe("2026-01-05T07:04");
  });
});

describe("nextYearsDay (a draw's copy, issue 51)", () => {
  it("moves a day still to come a year on, and a past one to its first return after today", () => {
    expect(nextYearsDay("2026-12-24", "2026-11-28")).toBe("2027-12-24");
    expect(nextYearsDay("2026-12-24", "2026-12-24")).toBe("2027-12-24");
    expect(nextYearsDay("2024-12-24", "2026-11-28")).toBe("2026-12-24");
    expect(nextYearsDay("2025-12-24", "2026-12-25")).toBe("2027-12-24");
  });

  it("takes 29 February to the 28th of a year without it", () => {
    expect(nextYearsDay("2028-02-29", "2026-11-28")).toBe("2029-02-28");
  });
});
