// The end of the drain (SHUTDOWN_DRAIN_SECONDS) on a server whose hash queue is still long: a crowd
// of logins at the real hash cost, one hash at a time, and SIGTERM with two seconds to drain. What
// the drain could not finish is answered 503 `shutting_down` with Retry-After, in the request's
// language, not cut off (the log's 499, a reset connection for the client; decision 202) — at the
// drain's end, not after a mail the mail server keeps waiting, and also what a starved event loop
// had not read by then (decision 206).
import http from "node:http";
import { expect, onTestFinished } from "vitest";
import { createApi, errorText, expectOk } from "../support/api";
import { itOnOneBackend } from "../support/backends";
import { mailEnv, newAddress } from "../support/mail";
import { startServer } from "../support/server";
import { startSmtpServer } from "../support/smtp";

/** A crowd's logins at the real hash cost, one hash at a time per hashing thread, and a drain of 2 s. */
const CROWD_ENV = {
  TEST_CHEAP_PASSWORD_HASHES: "0",
  PASSWORD_HASH_CONCURRENCY: "1",
  SHUTDOWN_DRAIN_SECONDS: "2",
  // the limits count each login before its check (decision 013): 400 at once are no guessing
  RATE_LIMIT_LOGIN_FAILURES: "100000",
  RATE_LIMIT_ACCOUNT_LOGIN_FAILURES: "100000",
};

type Outcome = { status: number; body: string; retryAfter?: string } | { failed: string };

/** A login over a connection of its own; `sent` once its bytes are handed to the kernel. */
function login(baseUrl: string, slug: string, password: string) {
  let handedOver!: () => void;
  const sent = new Promise<void>((resolve) => (handedOver = resolve));
  const answered = new Promise<Outcome>((resolve) => {
    const body = JSON.stringify({ slug, owner_password: password });
    const request = http.request(
      `${baseUrl}/api/list.owner.login`,
      {
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "accept-language": "en",
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({
            status: answer.statusCode ?? 0,
            body: String(Buffer.concat(chunks)),
            retryAfter: answer.headers["retry-after"],
          }),
        );
        answer.on("error", (error) => resolve({ failed: error.message }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      handedOver();
      resolve({ failed: error.code ?? error.message });
    });
    request.end(body, () => handedOver());
  });
  return { sent, answered };
}

itOnOneBackend(
  "answers what the drain time could not finish with 503 shutting_down, never a cut connection",
  async () => {
    // 200 logins at ~24 ms of a core each, one hash at a time on each of the two threads that hash
    // (the event loop's and the login thread's): seconds of work, for a drain of one second
    const server = await startServer(CROWD_ENV);
    onTestFinished(() => server.stop());
    const list = await createApi(server.baseUrl).createList("Ausverkauf", "owner-secret-1");
    const logins = Array.from({ length: 400 }, () => login(server.baseUrl, list.slug, "owner-secret-1"));
    await Promise.all(logins.map((one) => one.sent));
    await Promise.race(logins.map((one) => one.answered));
    const exitCode = server.signal("SIGTERM");
    const outcomes = await Promise.all(logins.map((one) => one.answered));

    expect(outcomes.filter((outcome) => "failed" in outcome)).toEqual([]);
    const refused = outcomes.filter((outcome) => "status" in outcome && outcome.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(outcome).toMatchObject({ retryAfter: expect.stringMatching(/^\d+$/) });
      expect(JSON.parse((outcome as { body: string }).body)).toEqual({
        ok: false,
        code: "shutting_down",
        error: errorText("shutting_down", "en"),
      });
    }
    for (const outcome of outcomes) expect([200, 503]).toContain((outcome as { status: number }).status);
    expect(await exitCode).toBe(0);
    expect(server.output()).toContain("still running after 2 s; answered 503 shutting_down");
    expect(server.output()).not.toMatch(/POST \/api\/list\.owner\.login 499 /);
  },
);

itOnOneBackend(
  "answers them at the drain's end while a mail server keeps the last mail waiting, then stops the mail sender",
  async () => {
    const smtp = await startSmtpServer();
    onTestFinished(() => smtp.stop());
    const server = await startServer({ ...mailEnv(smtp), ...CROWD_ENV });
    onTestFinished(() => server.stop());
    const api = createApi(server.baseUrl);
    const list = await api.createList("Ausverkauf", "owner-secret-1");
    // the owner's address to confirm: its mail is taken by the mail server, which does not answer
    const release = smtp.hold();
    onTestFinished(release);
    const address = newAddress("owner");
    expectOk(
      await api.post("/api/list_update.php", { slug: list.slug, edit_token: list.editToken, notify_email: address }),
    );
    await smtp.waitFor((mail) => mail.to === address, "the held confirmation");

    const logins = Array.from({ length: 400 }, () => login(server.baseUrl, list.slug, "owner-secret-1"));
    await Promise.all(logins.map((one) => one.sent));
    await Promise.race(logins.map((one) => one.answered));
    const exitCode = server.signal("SIGTERM");
    const outcomes = await Promise.all(logins.map((one) => one.answered));
    // the mail server answers only once the process is gone: the sender's wait runs out
    expect(await exitCode).toBe(0);
    release();

    expect(outcomes.filter((outcome) => "failed" in outcome)).toEqual([]);
    expect(outcomes.filter((outcome) => "status" in outcome && outcome.status === 503).length).toBeGreaterThan(0);
    // the 503s first, then the wait for the mail, which the mail server kept past it
    const output = server.output();
    const answered = output.indexOf("still running after 2 s; answered 503 shutting_down");
    const mailStopped = output.indexOf("[mail] stopped with a mail still being sent after 5 s");
    expect(answered, output).toBeGreaterThanOrEqual(0);
    expect(mailStopped, output).toBeGreaterThan(answered);
  },
);

itOnOneBackend(
  "answers the logins a starved event loop had not read yet when the drain ran out, instead of cutting them",
  async () => {
    // The server stopped (SIGSTOP) for longer than the drain stands for an event loop starved by other
    // work: when it turns again, the drain has run out, and logins wait in the kernel, not yet accepted.
    const server = await startServer(CROWD_ENV);
    onTestFinished(() => server.stop());
    const list = await createApi(server.baseUrl).createList("Ausverkauf", "owner-secret-1");
    const logins: ReturnType<typeof login>[] = [];
    const another = () => logins.push(login(server.baseUrl, list.slug, "owner-secret-1"));
    // one every 10 ms, so that the server, which closes its port once no connection came for 100 ms,
    // still listens when it is stopped
    const coming = setInterval(another, 10);
    try {
      await expect.poll(() => logins.length, { timeout: 30_000 }).toBeGreaterThan(20);
      const exitCode = server.signal("SIGTERM");
      await expect.poll(server.output, { timeout: 30_000, interval: 5 }).toContain("SIGTERM: draining");
      process.kill(server.pid, "SIGSTOP");
      let stopped = false;
      try {
        clearInterval(coming);
        for (let i = 0; i < 50; i += 1) another();
        await Promise.all(logins.map((one) => one.sent));
        await new Promise((resolve) => setTimeout(resolve, 3000));
        stopped = true;
      } finally {
        process.kill(server.pid, "SIGCONT");
      }
      expect(stopped).toBe(true);
      const outcomes = await Promise.all(logins.map((one) => one.answered));
      expect(outcomes.filter((outcome) => "failed" in outcome)).toEqual([]);
      for (const outcome of outcomes) expect([200, 503]).toContain((outcome as { status: number }).status);
      expect(await exitCode).toBe(0);
    } finally {
      clearInterval(coming);
    }
  },
);
