// What the database-fault tests (tests/api/sqlite-faults.test.ts, tests/api/database-restart.test.ts)
// assert about every answer and about the server's log (docs/decisions/079-database-faults.md).
import { expect } from "vitest";
import type { Locale } from "../../lib/locale";
import { expectFailure, type Answer } from "./api";

/** A 503 for a database fault: its code, its sentence in `locale`, and a Retry-After in seconds. */
export function expectFaultRefusal(answer: Answer, code: "database_unavailable" | "storage_full", locale?: Locale) {
  expectFailure(answer, 503, code, locale);
  expect(Number(answer.headers.get("retry-after")), "Retry-After").toBeGreaterThan(0);
}

/** The fault watch's lines in a server's output. */
export function faultLines(output: string): string[] {
  return output.split("\n").filter((line) => line.startsWith("[database]"));
}

/** No stack trace, no internal error and no per-request failure line anywhere in the output. */
export function expectQuietLog(output: string) {
  expect(output, "a stack trace in the log").not.toMatch(/^\s+at /m);
  expect(output).not.toContain("[api]");
  expect(output).not.toContain("[server] request failed");
  expect(output).not.toContain("internal_error");
}

/** Counts answers by status, for messages that show what came back. */
export function statusCounts(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
