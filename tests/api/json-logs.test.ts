// LOG_FORMAT=json (docs/decisions/092-json-logs.md): every line the server and the app write is one
// JSON object — the greeting, the configuration's notes, each request (never its query), a
// database fault noted inside Next's bundles, the shutdown — for operators whose collectors read
// several instances' logs. Text stays the default (tests/api/operations.test.ts reads its lines).
import { createClient } from "@libsql/client";
import { expect, it, onTestFinished } from "vitest";
import { createApi, expectOk } from "../support/api";
import { itOnOneBackend } from "../support/backends";
import { expectFaultRefusal } from "../support/faults";
import { startServer, testBackend } from "../support/server";

type LogRecord = { level: string; time: string; pid: number; hostname: string; scope?: string; msg: string } & {
  [field: string]: unknown;
};

/** Every line of `output` as JSON; a line that is no JSON object fails the test, naming it. */
function records(output: string): LogRecord[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
      expect(parsed, line).toMatchObject({
        level: expect.any(String),
        time: expect.any(String),
        msg: expect.any(String),
      });
      return parsed as LogRecord;
    });
}

it("writes the server's and the app's lines as one JSON object each, requests without their query", async () => {
  const server = await startServer({
    LOG_FORMAT: "json",
    REQUEST_LOG: "1",
    // a retired setting: its note comes from the configuration module, before Next loads
    IMAGE_SOURCES: "https://pictures.example",
  });
  onTestFinished(() => server.stop());
  const api = createApi(server.baseUrl);
  const list = await api.createList("Protokoll");
  expectOk(await api.getList(list.slug));
  await api.get("/api/nothing-here");

  if (testBackend === "sqlite") {
    // another process holds the write lock: the fault watch, inside Next's bundles, notes it
    const other = createClient({ url: server.databaseUrl });
    onTestFinished(() => other.close());
    const holding = await other.transaction("write");
    await holding.execute('UPDATE "List" SET "title" = "title"');
    expectFaultRefusal(
      await api.post(
        "/api/item_create.php",
        { slug: list.slug, edit_token: list.editToken, title: "Gewartet" },
        { as: "json" },
      ),
      "database_unavailable",
    );
    await holding.rollback();
  }
  expect(await server.signal("SIGTERM")).toBe(0);

  const lines = records(server.output());
  for (const line of lines) {
    expect(new Date(line.time).toISOString(), JSON.stringify(line)).toBe(line.time);
    expect(line.pid).toEqual(expect.any(Number));
    expect(line.hostname).toEqual(expect.any(String));
  }
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: "info",
      scope: "server",
      msg: `Wunschliste is listening on ${server.baseUrl}/web/`,
      url: `${server.baseUrl}/web/`,
    }),
  );
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: "warn",
      scope: "config",
      msg: expect.stringMatching(/^IMAGE_SOURCES is retired/),
    }),
  );
  const requests = lines.filter((line) => line.scope === "request");
  expect(requests).toContainEqual(
    expect.objectContaining({
      method: "POST",
      path: "/api/list_create.php",
      status: 200,
      durationMs: expect.any(Number),
    }),
  );
  expect(requests).toContainEqual(expect.objectContaining({ method: "GET", path: "/api/list_get.php", status: 200 }));
  expect(requests).toContainEqual(expect.objectContaining({ method: "GET", path: "/api/nothing-here", status: 404 }));
  if (testBackend === "sqlite") {
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "error",
        scope: "database",
        msg: expect.stringMatching(/^unavailable: SQLITE_BUSY: database is locked; /),
      }),
    );
  }
  expect(lines).toContainEqual(expect.objectContaining({ level: "info", scope: "server", msg: "stopped" }));
  // as in text: no slug, token or password in any line
  expect(server.output()).not.toContain(list.slug);
  expect(server.output()).not.toContain(list.editToken);
});

// the setting is read before the database is opened: the SQLite pass (decision 174)
itOnOneBackend("refuses a LOG_FORMAT it does not know before starting, naming the variable", async () => {
  const server = startServer({ LOG_FORMAT: "yaml" });
  await expect(server).rejects.toThrow(/LOG_FORMAT="yaml": must be text or json/);
});
