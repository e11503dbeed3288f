// The login process's life (docs/decisions/209-logins-in-a-process-of-their-own.md), with a stand-in
// route whose handler ends the process: a login it was answering, and one whose body was still
// arriving when it ended, are both answered 500 at once rather than left waiting for a dead process.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLoginProcess } from "./login-process.mjs";

const LOGIN_PATH = "/api/list.owner.login";
const BODY = JSON.stringify({ slug: "abc", owner_password: "secret" });
const lines: string[] = [];
const log = {
  info: (...parts: unknown[]) => lines.push(parts.join(" ")),
  error: (...parts: unknown[]) => lines.push(parts.join(" ")),
} as unknown as Parameters<typeof createLoginProcess>[0]["log"];

let server: http.Server;
let port = 0;
beforeAll(async () => {
  const logins = createLoginProcess({
    routeFile: fileURLToPath(new URL("./fixtures/ending-route.cjs", import.meta.url)),
    metrics: null,
    log,
    databasePoolSize: 10,
  });
  server = http.createServer((req, res) => {
    if (logins.answer(req, res)) return;
    // what Next would answer, a while later, so that two logins overlap here
    req.resume();
    req.on("end", () => setTimeout(() => res.end("answered on the event loop"), 300));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A login whose body is sent in two halves: `finish()` sends the rest. */
function login() {
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: LOGIN_PATH,
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(BODY) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
  request.write(BODY.slice(0, 10));
  return { answer, finish: () => request.end(BODY.slice(10)) };
}

it("answers 500 to the logins of a process that ended, the one whose body was still arriving too", async () => {
  // two at once: the second starts the process
  const first = login();
  const second = login();
  first.finish();
  second.finish();
  expect((await first.answer).body).toBe("answered on the event loop");
  await second.answer;
  await expect.poll(() => lines.join("\n"), { timeout: 30_000 }).toContain("answered in a process of their own");

  const slow = login(); // handed to the process, its body half there
  const ending = login();
  ending.finish(); // its handler ends the process
  expect((await ending.answer).status).toBe(500);
  slow.finish();
  const late = await slow.answer;
  expect(late.status).toBe(500);
  expect(JSON.parse(late.body)).toMatchObject({ ok: false, code: "internal_error" });
}, 60_000);
