// The request log's line (./request-log.mjs), made without a Date per request (decision 147): the
// same text as `toISOString()` would give, the path as a log may show it, the wall clock's time.
import { expect, it } from "vitest";
import { epochNow, isoTime, loggablePath, requestLogLine } from "./request-log.mjs";

it("writes the time as toISOString does, across seconds, with fractions of a millisecond cut off", () => {
  const start = Date.UTC(2026, 10, 22, 23, 1, 2);
  // in the order a busy server logs: within one second, then the next, then back (an earlier request ending later)
  const times = [
    start,
    start + 7,
    start + 45.9,
    start + 999.99,
    start + 1000,
    start + 1003,
    start + 2,
    start + 86_400_123,
  ];
  for (const time of times) expect(isoTime(time)).toBe(new Date(time).toISOString());
  expect(isoTime(start + 45.9)).toBe("2026-11-22T23:01:02.045Z");
});

it("writes one line: time, method, the path without its query, status and whole milliseconds", () => {
  const time = Date.UTC(2026, 10, 22, 23, 1, 2, 345);
  const line = requestLogLine({
    time,
    method: "GET",
    url: "/api/list_get.php?slug=secret",
    status: 200,
    durationMs: 11.6,
  });
  expect(line).toBe("2026-11-22T23:01:02.345Z GET /api/list_get.php 200 12ms");
  expect(requestLogLine({ time, method: "BREW", url: "/", status: 405, durationMs: 0.2 })).toBe(
    "2026-11-22T23:01:02.345Z BREW / 405 0ms",
  );
  expect(requestLogLine({ time, method: "G\nET", url: undefined, status: 499, durationMs: 3 })).toBe(
    "2026-11-22T23:01:02.345Z ? / 499 3ms",
  );
});

it("shows a path as it came when it is printable, escaped when it is not, and never longer than 300", () => {
  const plain = "/_next/static/chunks/2h4--obgbd6n8.js";
  expect(loggablePath(plain)).toBe(plain);
  expect(loggablePath(`${plain}?v=1`)).toBe(plain);
  expect(loggablePath("/web/a b\r\nGET /x?slug=secret")).toBe("/web/a%20b%0d%0aGET%20/x");
  expect(loggablePath(`/${"a".repeat(400)}`)).toBe(`/${"a".repeat(299)}`);
  expect(loggablePath(`/${" ".repeat(200)}`)).toHaveLength(300);
});

it("tells the wall clock's time without a Date per request", () => {
  expect(Math.abs(epochNow() - Date.now())).toBeLessThan(1000);
});
