// PostgreSQL restarting under load (issue 45, docs/decisions/079-database-faults.md and 080): two
// instances on one database, writers and readers going through both, the database server stopped
// for a few seconds and started again. Meanwhile every request that needs the database is answered
// 503 `database_unavailable` with Retry-After (never 500), each instance logs one line when the
// fault begins and one when it ends, the list pages and list_get are still answered from what the
// instances hold, and /api/health says 503. Afterwards writes and live updates come back by
// themselves, nothing acknowledged is missing, and reservations retried with their request id are
// stored once. Runs in the PostgreSQL pass, on a cluster of its own (the shared one serves the
// other test files meanwhile).
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it, onTestFinished } from "vitest";
import { createApi, expectOk, type Answer, type Api } from "../support/api";
import { openEvents, versionOf } from "../support/events";
import { expectFaultRefusal, expectQuietLog, faultLines, statusCounts } from "../support/faults";
import { ownCluster } from "../support/own-cluster";
import { startServer, testBackend } from "../support/server";

const OUTAGE_MS = 5000;

describe.skipIf(testBackend !== "postgresql")("PostgreSQL restarting under load", () => {
  it("answers 503 meanwhile, serves what it holds, and loses nothing", async () => {
    const { cluster, shared } = await ownCluster("restart");
    const env = { RATE_LIMIT_ITEM_CREATES: "100000" };
    const servers = await Promise.all([startServer(env, shared), startServer(env, shared)]);
    onTestFinished(() => Promise.all(servers.map((server) => server.stop())).then(() => {}));
    const apis = servers.map((server) => createApi(server.baseUrl)) as [Api, Api];
    const [a, b] = apis;

    const list = await a.createList("Neustart");
    const gift = await a.addItem(list, { title: "Bausteine", quantity: 99 });
    // both instances hold the list's page and list_get answer
    for (const api of apis) {
      expectOk(await api.getList(list.slug));
      expect((await api.get(`/web/?slug=${list.slug}`)).status).toBe(200);
    }
    const stream = await openEvents(`${servers[1]!.baseUrl}/api/list_events.php?slug=${list.slug}`);
    onTestFinished(() => stream.close());

    let running = true;
    let turn = 0;
    const acknowledged: string[] = [];
    const writes: Answer[] = [];
    const reads: { answer: Answer; kind: "list_get" | "page" }[] = [];
    // creates wishes through both instances, one after the other
    const writer = async () => {
      while (running) {
        const title = `Wunsch ${(turn += 1)}`;
        const answer = await apis[turn % 2]!.post(
          "/api/item_create.php",
          { slug: list.slug, edit_token: list.editToken, title },
          { as: "json" },
        );
        writes.push(answer);
        if (answer.status === 200) acknowledged.push(title);
        await sleep(40);
      }
    };
    // reserves one unit at a time, each sent again with its request id until it is answered 200,
    // as the page does after a refusal
    const reservedIds = new Set<string>();
    const reserver = async () => {
      for (let n = 0; running; n += 1) {
        const request = {
          item_id: gift.id,
          name: `Gast ${n}`,
          password: "pw",
          request_id: `restart-reserve-${n}`.padEnd(20, "0"),
        };
        for (let attempt = 0; ; attempt += 1) {
          const answer = await apis[(n + attempt) % 2]!.post("/api/item_reserve", request);
          writes.push(answer);
          if (answer.status === 200) {
            reservedIds.add(String(answer.json.reservation_id));
            break;
          }
          await sleep(300);
        }
        if (reservedIds.size >= 90) return;
      }
    };
    const reader = async () => {
      while (running) {
        for (const api of apis) {
          reads.push({ answer: await api.getList(list.slug), kind: "list_get" });
          reads.push({ answer: await api.get(`/web/?slug=${list.slug}`), kind: "page" });
        }
        await sleep(100);
      }
    };
    const load = Promise.all([writer(), writer(), reserver(), reader()]);

    await sleep(1500);
    await cluster.stop();
    const stoppedAt = writes.length;
    await sleep(1000);
    expectFaultRefusal(await a.get("/api/health", { "accept-language": "fr" }), "database_unavailable", "fr");
    await sleep(OUTAGE_MS - 1000);
    const readsDuringOutage = reads.length;
    await cluster.start();
    // writes come back by themselves on both instances
    const backAt = writes.length;
    const writtenSince = (from: number) => writes.slice(from).filter((answer) => answer.status === 200).length;
    await expect.poll(() => writtenSince(backAt), { timeout: 60_000 }).toBeGreaterThan(4);
    await sleep(1500);
    running = false;
    await load;

    // meanwhile: 503 with Retry-After for what needs the database, never anything else
    const refused = writes.filter((answer) => answer.status !== 200);
    expect(statusCounts(writes)).toEqual({ 200: expect.any(Number), 503: expect.any(Number) });
    expect(refused.length, "no write was refused during the outage").toBeGreaterThan(0);
    for (const answer of refused) expectFaultRefusal(answer, "database_unavailable");
    expect(writes.slice(0, stoppedAt).some((answer) => answer.status === 200)).toBe(true);
    // reads were served from what the instances hold, marked as such
    const outageReads = reads
      .slice(0, readsDuringOutage)
      .filter(({ answer }) => answer.headers.get("x-changes-paused"));
    expect(new Set(outageReads.map(({ kind }) => kind))).toEqual(new Set(["list_get", "page"]));
    for (const { answer } of reads) expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    for (const { answer } of outageReads) expect(answer.headers.get("x-changes-paused")).toBe("database_unavailable");

    // nothing acknowledged is missing; every reservation is stored once
    const final = await a.getList(list.slug);
    expectOk(final);
    const titles = new Set(final.json.items.map((item) => item.title));
    expect(
      acknowledged.filter((title) => !titles.has(title)),
      "acknowledged, then lost",
    ).toEqual([]);
    const reservations = final.json.items.find((item) => item.id === gift.id)!.reservations;
    expect(reservations.map((reservation) => reservation.id).sort()).toEqual([...reservedIds].sort());

    // live updates across the instances came back by themselves
    const { version } = (await b.getList(list.slug)).json as unknown as { version: number };
    await a.addItem(list, { title: "Nach dem Neustart" });
    await stream.waitFor((event) => versionOf(event) > version, 30_000);

    // one line when it began and one when it ended, on each instance; no stack, no other line
    for (const server of servers) {
      await expect.poll(() => faultLines(server.output()).length, { timeout: 15_000 }).toBe(2);
      const [began, ended] = faultLines(server.output());
      expect(began).toMatch(/^\[database\] unavailable: /);
      expect(ended).toMatch(
        /^\[database\] the database answers again after [\d.]+ s; \d+ request\(s\) were answered 503 database_unavailable/,
      );
      expectQuietLog(server.output());
      expect(server.output()).not.toContain("[live]");
    }
  });
});
