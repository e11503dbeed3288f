// Issue 50 finding 7: while another process holds SQLite's write lock (an operator's sqlite3, a
// backup tool, a stuck migration), a write waiting for it held the event loop for the whole busy
// timeout: a static file, health and a list page waited 5–12 s. Now the write waits off the event
// loop (docs/decisions/102-sqlite-lock-wait.md): everything else answers as before meanwhile, the
// write answers 503 `database_unavailable` after its budget, or succeeds once the lock is given
// back in time. Runs in the SQLite pass; figures: bench/lock-wait.mjs, docs/performance.md.
import { createClient, type Transaction } from "@libsql/client";
import { describe, expect, it, onTestFinished } from "vitest";
import { createApi, expectOk, type Answer, type Api } from "../support/api";
import { expectFaultRefusal } from "../support/faults";
import { startServer, testBackend } from "../support/server";

type Timed = { answer: Answer; ms: number };

async function timed(request: () => Promise<Answer>): Promise<Timed> {
  const started = performance.now();
  const answer = await request();
  return { answer, ms: performance.now() - started };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The reads a visitor makes, none of them a write: a static file, health, a list and its page. */
function reads(api: Api, slug: string): (() => Promise<Answer>)[] {
  return [
    () => api.get("/logo.svg"),
    () => api.get("/api/health"),
    () => api.getList(slug),
    () => api.get(`/web/?slug=${slug}`),
  ];
}

async function lockedServer() {
  const server = await startServer();
  onTestFinished(() => server.stop());
  const api = createApi(server.baseUrl);
  const list = await api.createList("Gesperrt");
  const write = (title: string) =>
    timed(() =>
      api.post("/api/item_create.php", { slug: list.slug, edit_token: list.editToken, title }, { as: "json" }),
    );
  // the slowest of each read, twice over, before anyone holds the lock
  const baseline: number[] = [];
  for (const read of reads(api, list.slug)) {
    const times = [await timed(read), await timed(read)].map(({ ms }) => ms);
    baseline.push(Math.max(...times));
  }
  const other = createClient({ url: server.databaseUrl });
  onTestFinished(() => other.close());
  const hold = async (): Promise<Transaction> => {
    const holding = await other.transaction("write");
    await holding.execute('UPDATE "List" SET "title" = "title"');
    return holding;
  };
  return { api, list, write, baseline, hold };
}

describe.skipIf(testBackend !== "sqlite")("a write waiting on a lock another process holds", () => {
  it("does not hold the server: reads answer promptly meanwhile, and the write gets 503 after its budget", async () => {
    const { api, list, write, baseline, hold } = await lockedServer();
    const holding = await hold();
    const waiting = write("Gewartet");
    let writeAnswered = false;
    void waiting.then(() => (writeAnswered = true));
    await sleep(500); // the write is waiting for the lock by now
    // all at once, so that they are all answered well within the write's 5 s
    const during = await Promise.all(reads(api, list.slug).map(timed));
    expect(writeAnswered).toBe(false);
    during.forEach(({ answer, ms }, i) => {
      expect(answer.status).toBe(200);
      // before: each waited out the rest of the 5 s busy timeout
      expect(ms).toBeLessThan(baseline[i]! + 1_500);
    });
    const written = await waiting;
    expectFaultRefusal(written.answer, "database_unavailable");
    expect(written.ms).toBeGreaterThan(4_000);
    await holding.rollback();
    expectOk((await write("Danach")).answer);
  });

  it("takes the write once the lock is given back within its budget", async () => {
    const { api, list, write, hold } = await lockedServer();
    const holding = await hold();
    const waiting = write("Geduldig");
    await sleep(1_000);
    await holding.rollback();
    const { answer } = await waiting;
    expectOk(answer);
    const items = (await api.getList(list.slug)).json.items as { title: string }[];
    expect(items.map((item) => item.title)).toEqual(["Geduldig"]);
  });
});
