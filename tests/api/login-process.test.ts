// Logins that come in a crowd are answered in a process of their own (docs/decisions/191-logins-on-a-
// thread-of-their-own.md, 209-logins-in-a-process-of-their-own.md): what a person logging in meets
// there must be what Next's answer was — the same answers in their language, the same limits (counted in the database, whichever process
// answers), the same metrics — and a crowd must not change any of it. Runs on SQLite and PostgreSQL.
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, type Api } from "../support/api";
import { openDatabase } from "../support/database";
import { drawCalls } from "../support/draws";
import { testServersForFile } from "../support/fixture";
import { testBackend } from "../support/server";

const TOKEN = randomBytes(24).toString("hex");
const SETTINGS = {
  TRUST_PROXY: "1",
  METRICS_TOKEN: TOKEN,
  RATE_LIMIT_LOGIN_FAILURES: "4",
  RATE_LIMIT_ACCOUNT_LOGIN_FAILURES: "1000",
};
// the second server: a host short of memory turned the login process off (LOGIN_THREAD=0)
const [{ api, server }, withoutLoginProcess] = testServersForFile(SETTINGS, { ...SETTINGS, LOGIN_THREAD: "0" });
const LOGIN_PROCESS_STARTED = "answered in a process of their own";

let hosts = 0;
// the documentation networks (RFC 5737), 254 addresses each: the file's crowds need more than one
const NETWORKS = ["203.0.113", "198.51.100", "192.0.2"];
/** An address of its own, as the proxy names it: each test's failures count apart. */
const nextAddress = () => {
  hosts += 1;
  return { "x-forwarded-for": `${NETWORKS[Math.floor(hosts / 254)]}.${(hosts % 254) + 1}` };
};

const ownerLogin = (client: Api, slug: string, password: string, headers: Record<string, string> = {}) =>
  client.post<{ edit_token: string }>("/api/list.owner.login", { slug, owner_password: password }, { headers });

/** Twenty people log in at once, as on the morning a family list goes round, each from their phone. */
const crowd = (slug: string, password: string, client = api) =>
  Promise.all(Array.from({ length: 20 }, () => ownerLogin(client, slug, password, nextAddress())));

/** The processes the server started (Linux): the login process while it runs. */
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(" ").filter(Boolean).map(Number);

/** Each thread of a process and its niceness, as /proc has them (Linux). */
function threadNiceness(pid: number) {
  const niceness = new Map<string, number>();
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, "utf8");
      // the fields after the command's closing parenthesis; niceness is the 19th field of the line
      niceness.set(thread, Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return niceness;
}

async function loginProcessRunning() {
  const list = await api.createList("Crowd", "crowd-secret");
  for (const answer of await crowd(list.slug, "crowd-secret")) expectOk(answer);
  await expect.poll(() => server.output(), { timeout: 30_000 }).toContain(LOGIN_PROCESS_STARTED);
}

// each test hashes crowds of 20 logins, some twice: 34 s for the first at load 5, near the API
// project's 120 s at CI's load 15 on PostgreSQL, where stop 78's CI failed it (its message not kept)
describe("logins in a crowd", { timeout: 300_000 }, () => {
  it("are answered as before: a token that opens the owner's view, refusals in the caller's language", async () => {
    expect(server.output()).not.toContain(LOGIN_PROCESS_STARTED);
    expect(childrenOf(server.pid)).toEqual([]);
    await loginProcessRunning();
    await loginProcessRunning(); // a second crowd, answered in the login process: its hashing thread starts
    // every thread of the login process, its hashing thread included, runs 10 steps below the event
    // loop, none lower
    const eventLoop = threadNiceness(server.pid).get(String(server.pid))!;
    const [loginProcess, ...others] = childrenOf(server.pid);
    expect(others).toEqual([]);
    // with a small young generation (decision 209: its peak ~30 MiB lower)
    expect(readFileSync(`/proc/${loginProcess}/cmdline`, "utf8").split("\0")).toContain("--max-semi-space-size=2");
    const threads = threadNiceness(loginProcess!);
    expect(threads.size).toBeGreaterThan(2);
    expect(new Set(threads.values())).toEqual(new Set([Math.min(19, eventLoop + 10)]));
    const list = await api.createList("Geburtstag", "richtig");
    const address = nextAddress();
    const right = await ownerLogin(api, list.slug, "richtig", address);
    expectOk(right);
    expect(right.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(right.headers.get("x-content-type-options")).toBe("nosniff");
    expect(right.headers.get("cache-control")).toBe("no-store");
    expectOk(await api.post("/api/list.owner.check", { slug: list.slug, edit_token: right.json.edit_token }));

    const wrong = await ownerLogin(api, list.slug, "falsch", { ...address, "accept-language": "fr" });
    expectFailure(wrong, 401, "wrong_password", "fr");
    expectFailure(await ownerLogin(api, "no-such-list", "richtig", address), 404, "list_not_found");
    const unreadable = await api.postRaw("/api/list.owner.login", "{not json", "application/json", {
      ...address,
      "accept-language": "en",
    });
    expectFailure(unreadable, 400, "invalid_body", "en");
  });

  it("keep the limit on wrong passwords, counted in the metrics, and the right one waits then too", async () => {
    await loginProcessRunning();
    const list = await api.createList("Weihnachten", "richtig");
    const address = nextAddress();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, guess) => ownerLogin(api, list.slug, `guess-${guess}`, address)),
    );
    expect(guesses.filter((answer) => answer.status === 401)).toHaveLength(4);
    expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(8);
    expectFailure(await ownerLogin(api, list.slug, "richtig", address), 429, "too_many_attempts");
    const metrics = await (
      await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    const refusals = /wunschliste_rate_limit_refusals_total\{kind="owner-login"\} (\d+)/.exec(metrics);
    expect(Number(refusals?.[1])).toBeGreaterThanOrEqual(9);
  });

  it("a draw's organizer logs in in the login process as well", async () => {
    await loginProcessRunning();
    const draw = await drawCalls(api).createDraw();
    const organizerLogin = (organizer_password: string) =>
      api.post("/api/draw_login.php", { slug: draw.slug, organizer_password }, { headers: nextAddress() });
    expectOk(await organizerLogin("orga-secret"));
    expectFailure(await organizerLogin("nope"), 401, "organizer_password_wrong");
  });

  it("a login process killed mid-crowd: its logins answered 500 in their language, its end logged, the next crowd served", async () => {
    await loginProcessRunning();
    const [killed] = childrenOf(server.pid);
    const starts = () => server.output().split(LOGIN_PROCESS_STARTED).length - 1;
    const startedBefore = starts();
    const list = await api.createList("Abgestürzt", "richtig");
    const english = () => ({ ...nextAddress(), "accept-language": "en" });
    const inFlight = Array.from({ length: 10 }, () => ownerLogin(api, list.slug, "richtig", english()));
    process.kill(killed!, "SIGKILL");
    // each is answered: by the process before it died, with a clear 500 after, or by Next
    for (const answer of await Promise.all(inFlight)) {
      if (answer.status !== 200) expectFailure(answer, 500, "internal_error", "en");
    }
    // the operator reads why those logins failed, as Next's log names a login it failed to answer
    await expect.poll(() => server.output(), { timeout: 30_000 }).toContain("the login process ended by SIGKILL");
    expectOk(await ownerLogin(api, list.slug, "richtig", english()));
    // the next crowd starts a new process and logs in there
    await loginProcessRunning();
    await expect.poll(starts, { timeout: 30_000 }).toBeGreaterThan(startedBefore);
    expect(childrenOf(server.pid)).not.toContain(killed);
    for (const answer of await crowd(list.slug, "richtig")) expectOk(answer);
  });

  it.runIf(testBackend === "postgresql")(
    "open few connections of their own: the instance stays within DATABASE_POOL_SIZE + 3 (+ 1 listening)",
    async () => {
      // five instances at the default pool (10) must fit PostgreSQL's 100 connections: the login
      // process's pool is 3, not a second 10 (docs/deploy.md, section 7)
      const database = openDatabase(server.databaseUrl);
      let peak = 0;
      let watching = true;
      const watch = (async () => {
        while (watching) {
          const { rows } = await database.execute(
            "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
          );
          peak = Math.max(peak, Number(rows[0]!.n));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      try {
        await loginProcessRunning();
        for (let round = 0; round < 3; round += 1) await loginProcessRunning();
      } finally {
        watching = false;
        await watch;
        await database.close();
      }
      expect(peak).toBeGreaterThan(1);
      expect(peak).toBeLessThanOrEqual(10 + 3 + 1);
    },
  );

  it("stay on the event loop with LOGIN_THREAD=0, answered all the same", async () => {
    const { api: client, server: host } = withoutLoginProcess;
    const list = await client.createList("Ohne Faden", "crowd-secret");
    // the same crowds at both servers at once: once the first has said its login process runs,
    // the second, told to keep logins on its event loop, has not started one
    for (const password of ["crowd-secret", "falsch"]) {
      const [answers] = await Promise.all([crowd(list.slug, password, client), loginProcessRunning()]);
      for (const answer of answers) {
        if (password === "falsch") expectFailure(answer, 401, "wrong_password");
        else expectOk(answer);
      }
    }
    expectOk(await ownerLogin(client, list.slug, "crowd-secret", nextAddress()));
    expect(host.output()).not.toContain(LOGIN_PROCESS_STARTED);
  });
});
