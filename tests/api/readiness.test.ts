// /api/health is the liveness check; /api/health?ready=1 the readiness check, which also fails while
// the server drains after SIGTERM, so a proxy stops sending it requests before the process exits,
// and while its database cannot be reached. On this pass's backend.
import net from "node:net";
import { statSync, writeFileSync } from "node:fs";
import Database from "libsql";
import { describe, expect, it, onTestFinished } from "vitest";
import { createApi, expectFailure, expectOk } from "../support/api";
import { freshDatabase, startServer, testBackend } from "../support/server";

/** Sends one raw request on `socket` and resolves with the status and the raw (chunked) body. */
function ask(socket: net.Socket, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let raw = "";
    socket.on("data", (chunk) => (raw += chunk));
    socket.once("error", reject);
    socket.once("close", () => {
      const [head = "", body = ""] = raw.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`);
  });
}

describe("readiness", () => {
  it("is ready while serving, and answers 503 shutting_down once SIGTERM starts the drain", async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_SECONDS: "20" });
    onTestFinished(() => server.stop());
    const api = createApi(server.baseUrl);
    expectOk(await api.get("/api/health?ready=1"));
    expectOk(await api.get("/api/health?ready=true"));
    expectFailure(await api.get("/api/health?ready=maybe"), 400, "invalid_field");
    // A connection made before the signal may still send its request during the drain (the
    // server gives it a grace); it is the readiness probe's way in once the listener closes.
    const socket = net.connect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const exited = server.signal("SIGTERM");
    await expect.poll(() => server.output(), { timeout: 10_000, interval: 20 }).toContain("SIGTERM: draining");
    const answer = await ask(socket, "/api/health?ready=1");
    expect(answer.status, answer.body).toBe(503);
    expect(answer.body).toContain('"code":"shutting_down"');
    expect(await exited).toBe(0);
  });

  it("answers 503 database_unavailable when the database cannot be reached; liveness says so too", async () => {
    const database = await freshDatabase();
    const server = await startServer({}, database);
    onTestFinished(async () => {
      await server.stop();
      await database.remove();
    });
    const api = createApi(server.baseUrl);
    expectOk(await api.get("/api/health?ready=1"));
    if (testBackend === "postgresql") await database.remove();
    else {
      // the file and its write-ahead log and index: a connection that has them open would otherwise
      // keep answering from the log's pages and its own cache
      for (const suffix of ["", "-wal", "-shm"])
        writeFileSync(database.databaseFile + suffix, "this is not a database ".repeat(500));
    }
    await expect
      .poll(async () => (await api.get("/api/health?ready=1")).json?.code, { timeout: 30_000 })
      .toBe("database_unavailable");
    expectFailure(await api.get("/api/health?ready=1"), 503, "database_unavailable");
    expectFailure(await api.get("/api/health"), 503, "database_unavailable");
  });

  it.skipIf(testBackend !== "sqlite")(
    "leaves the SQLite file whole at the end of the drain even while a writer holds it for a moment",
    async () => {
      const server = await startServer({ SHUTDOWN_DRAIN_SECONDS: "20" });
      onTestFinished(() => server.stop());
      const api = createApi(server.baseUrl);
      await api.createList("Vor dem Herunterfahren", "pw");
      // another connection takes the write lock as the server begins to drain (a backup, a
      // request cut off), and lets go two seconds later
      const other = new Database(server.databaseFile);
      onTestFinished(() => void other.close());
      other.exec("BEGIN IMMEDIATE");
      const exited = server.signal("SIGTERM");
      await expect.poll(() => server.output(), { timeout: 10_000, interval: 20 }).toContain("SIGTERM: draining");
      await new Promise((resolve) => setTimeout(resolve, 2000));
      other.exec("COMMIT");
      expect(await exited).toBe(0);
      // folded back while this connection is still open (its close would fold it otherwise)
      expect(statSync(`${server.databaseFile}-wal`).size).toBe(0);
      expect(server.output()).not.toMatch(/closing the database failed|write-ahead log is left/);
    },
  );
});
