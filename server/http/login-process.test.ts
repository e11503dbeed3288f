// The login process's life (docs/decisions/209-logins-in-a-process-of-their-own.md), with stand-in
// routes: one whose handler ends the process — a login it was answering, and one whose body was
// still arriving when it ended, are both answered 500 at once rather than left waiting for a dead
// process —, and one that answers, whose process ends after a quiet while but not at a stop signal
// meant for the server.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { createLoginProcess } from "./login-process.mjs";

const LOGIN_PATH = "/api/list.owner.login";
const BODY = JSON.stringify({ slug: "abc", owner_password: "secret" });
const PROCESS_STARTED = "answered in a process of their own";
const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** A server that hands logins to a login process running `route` (a fixture), and its log. */
async function serve(route: string, idleMs?: number, answerDeadlineMs?: number) {
  const lines: string[] = [];
  const log = {
    info: (...parts: unknown[]) => lines.push(parts.join(" ")),
    error: (...parts: unknown[]) => lines.push(parts.join(" ")),
  } as unknown as Parameters<typeof createLoginProcess>[0]["log"];
  const logins = createLoginProcess({
    routeFile: fileURLToPath(new URL(`./fixtures/${route}`, import.meta.url)),
    metrics: null,
    log,
    databasePoolSize: 10,
    idleMs,
    answerDeadlineMs,
  });
  const server = http.createServer((req, res) => {
    if (logins.answer(req, res)) return;
    // what Next would answer, a while later, so that two logins overlap here
    req.resume();
    req.on("end", () => setTimeout(() => res.end("answered on the event loop"), 300));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  /** A login whose body is sent in two halves: `finish()` sends the rest. */
  function login(body = BODY) {
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: LOGIN_PATH,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
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
    request.write(body.slice(0, 10));
    return { answer, finish: () => request.end(body.slice(10)) };
  }
  /** Two logins at once (the second starts a process), then until that process says it is ready. */
  async function startProcess() {
    const started = lines.filter((line) => line.includes(PROCESS_STARTED)).length;
    const first = login();
    const second = login();
    first.finish();
    second.finish();
    expect((await first.answer).body).toBe("answered on the event loop");
    await second.answer;
    await expect
      .poll(() => lines.filter((line) => line.includes(PROCESS_STARTED)).length, { timeout: 30_000 })
      .toBe(started + 1);
  }
  return { login, startProcess, lines };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it("answers 500 to the logins of a process that ended, the one whose body was still arriving too", async () => {
  const { login, startProcess } = await serve("ending-route.cjs");
  await startProcess();
  const slow = login(); // handed to the process, its body half there
  const ending = login();
  ending.finish(); // its handler ends the process
  expect((await ending.answer).status).toBe(500);
  slow.finish();
  const late = await slow.answer;
  expect(late.status).toBe(500);
  expect(JSON.parse(late.body)).toMatchObject({ ok: false, code: "internal_error" });
}, 60_000);

it("keeps its process through a stop signal meant for the server, and ends it after a quiet while", async () => {
  const { login, startProcess } = await serve("answering-route.cjs", 1_500);
  await startProcess();
  const first = login();
  first.finish();
  const { pid } = JSON.parse((await first.answer).body) as { pid: number };
  expect(pid).not.toBe(process.pid);
  // systemd stops a service by sending SIGTERM to every process of it, a terminal's Ctrl-C sends
  // SIGINT to the whole group: the server drains, and its logins in flight are still answered
  const inFlight = login();
  process.kill(pid, "SIGTERM");
  process.kill(pid, "SIGINT");
  inFlight.finish();
  expect(await inFlight.answer).toMatchObject({ status: 200, body: JSON.stringify({ pid }) });
  expect(isRunning(pid)).toBe(true);
  // no login for idleMs: the process ends
  await expect.poll(() => isRunning(pid), { timeout: 30_000 }).toBe(false);
}, 60_000);

it("ends a process that answers no login in time: its logins 500, the next crowd a new process", async () => {
  // 5 s, not less: the process runs below the event loop (niceness 10), and on a machine whose cores
  // others take its first answer took over 1 s — it was ended mid-login, and the test's "first"
  // login was the one answered 500 (session 78's CI, load ~5; 5 of 5 runs at load ~15)
  const { login, startProcess, lines } = await serve("hanging-route.cjs", undefined, 5_000);
  await startProcess();
  const first = login();
  first.finish();
  const { pid } = JSON.parse((await first.answer).body) as { pid: number };
  const stuck = login(JSON.stringify({ slug: "hang", owner_password: "secret" }));
  stuck.finish();
  // without the deadline it waited for good (the test's own timeout)
  expect((await stuck.answer).status).toBe(500);
  expect(lines.join("\n")).toContain("the login process answered no login in 5 s; ending it");
  await expect.poll(() => isRunning(pid), { timeout: 30_000 }).toBe(false);
  await startProcess();
  const next = login();
  next.finish();
  const again = await next.answer;
  expect(again.status).toBe(200);
  expect((JSON.parse(again.body) as { pid: number }).pid).not.toBe(pid);
}, 60_000);
