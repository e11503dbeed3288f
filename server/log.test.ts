// The JSON log (server/log-json.mjs, docs/decisions/092-json-logs.md) record by record, written to a
// stream of the test's own; the server's output in both formats is tested over HTTP
// (tests/api/json-logs.test.ts, tests/api/operations.test.ts).
import { PassThrough } from "node:stream";
import { afterEach, expect, it, onTestFinished, vi } from "vitest";
import { createJsonLogger, routeConsole } from "./log-json.mjs";
import { batchedLines, LINES_MAX_CHARS, LINES_WAIT_MS } from "./log.mjs";
import { requestLogLine } from "./request-log.mjs";

function capture() {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean)));
  return { logger: createJsonLogger({ destination: stream }), records: () => lines.map((line) => JSON.parse(line)) };
}

const original = { ...console };
afterEach(() => Object.assign(console, original));

it("writes each line as one record with its level, scope, time and process", async () => {
  const { logger, records } = capture();
  logger.info("server", "stopped");
  logger.warn("database", "writes succeed again after 1.2 s");
  logger.error("server", "request failed:", new Error("boom"));
  await new Promise((resolve) => setImmediate(resolve));
  const [info, warn, error] = records();
  expect(info).toMatchObject({ level: "info", scope: "server", msg: "stopped", pid: process.pid });
  expect(new Date(info.time).toISOString()).toBe(info.time);
  expect(warn).toMatchObject({ level: "warn", scope: "database" });
  // the text's colon goes; the failure's stack stays in the one record
  expect(error).toMatchObject({ level: "error", msg: "request failed", err: { type: "Error", message: "boom" } });
  expect(error.err.stack).toContain("log.test.ts");
});

it("writes a request as fields, its path without the query, as the text line does", async () => {
  const { logger, records } = capture();
  const entry = {
    time: Date.now(),
    method: "G\nET",
    url: "/api/list_get.php?slug=secret",
    status: 200,
    durationMs: 12.4,
  };
  logger.request(entry);
  await new Promise((resolve) => setImmediate(resolve));
  expect(records()[0]).toMatchObject({
    scope: "request",
    method: "?",
    path: "/api/list_get.php",
    status: 200,
    durationMs: 12,
  });
  expect(requestLogLine(entry)).toMatch(/^\S+Z \? \/api\/list_get\.php 200 12ms$/);
});

it("makes what others write to the console records too, colours removed", async () => {
  const { logger, records } = capture();
  routeConsole(logger);
  console.log("\u001b[32m✓\u001b[39m Ready in %d ms", 42);
  console.error("a package failed:", new Error("nope"));
  await new Promise((resolve) => setImmediate(resolve));
  const [ready, failed] = records();
  expect(ready).toMatchObject({ level: "info", scope: "console", msg: "✓ Ready in 42 ms" });
  expect(failed).toMatchObject({ level: "error", scope: "console", msg: "a package failed", err: { message: "nope" } });
});

it("writes the request lines of 50 ms in one write, in order, before any later line, and at once when they grow large", () => {
  vi.useFakeTimers();
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const writes: string[] = [];
  const lines = batchedLines({ write: (text: string) => writes.push(text) });
  lines.add("GET /a 200 1ms");
  lines.add("GET /b 200 1ms");
  vi.advanceTimersByTime(LINES_WAIT_MS - 1);
  lines.add("GET /c 404 1ms");
  expect(writes).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(writes).toEqual(["GET /a 200 1ms\nGET /b 200 1ms\nGET /c 404 1ms\n"]);
  // another line of the log flushes first, so the order stays as it happened
  lines.add("GET /d 200 1ms");
  lines.flush();
  expect(writes).toEqual(["GET /a 200 1ms\nGET /b 200 1ms\nGET /c 404 1ms\n", "GET /d 200 1ms\n"]);
  vi.advanceTimersByTime(LINES_WAIT_MS);
  expect(writes).toHaveLength(2);
  // a burst is written once it is large, without waiting for the time
  const line = `GET /${"x".repeat(99)} 200 1ms`;
  for (let n = 0; n * (line.length + 1) < LINES_MAX_CHARS; n += 1) lines.add(line);
  expect(writes).toHaveLength(3);
  expect(writes[2]!.length).toBeGreaterThanOrEqual(LINES_MAX_CHARS);
  expect(
    writes[2]!
      .split("\n")
      .filter(Boolean)
      .every((one) => one === line),
  ).toBe(true);
});
