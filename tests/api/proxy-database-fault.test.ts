// The database away behind the shipped nginx site (deploy/nginx-wunschliste-instances.conf, as
// tests/support/nginx.ts runs it): what each instance answers on its own — 503
// `database_unavailable` for what needs the database, the list page from the copy it holds
// (docs/decisions/079-database-faults.md, 080) — must reach the visitor through nginx too. nginx
// counts an answer that `proxy_next_upstream` names as a failure of the instance and takes an
// instance with one failure out for 10 s; with `http_503` named there, the first two 503s of an
// outage took both instances out, and every request after them, the kept list page too, got
// nginx's own "502 Bad Gateway" page until 10 s after the database was back (decision 212).
// PostgreSQL pass only: the test stops a cluster of its own.
import { describe, expect, it, onTestFinished } from "vitest";
import { createApi, expectOk, type Answer } from "../support/api";
import { expectFaultRefusal } from "../support/faults";
import { nginxBinary, startNginx } from "../support/nginx";
import { ownCluster } from "../support/own-cluster";
import { startServer, testBackend } from "../support/server";

const inCi = process.env.CI === "true";

describe.skipIf(testBackend !== "postgresql" || (!nginxBinary() && !inCi))("the database away behind nginx", () => {
  it("passes the instances' own answers on, never nginx's 502, during the outage and after it", async () => {
    const { cluster, shared } = await ownCluster("proxyfault");
    const servers = await Promise.all([
      startServer({ TRUST_PROXY: "1" }, shared),
      startServer({ TRUST_PROXY: "1" }, shared),
    ]);
    onTestFinished(() => Promise.all(servers.map((server) => server.stop())).then(() => {}));
    const proxy = await startNginx(servers.map((server) => server.port));
    onTestFinished(() => proxy.stop());
    const api = createApi(proxy.baseUrl);
    const via = (answer: Answer) => answer.headers.get("x-upstream");

    const list = await api.createList("Ausfall");
    await api.addItem(list, { title: "Puzzle" });
    const page = `/web/?slug=${list.slug}`;
    // both instances hold the page as nginx asks for it (round robin)
    const holding = new Set<string | null>();
    for (let turn = 0; turn < 6; turn += 1) {
      const answer = await api.get(page);
      expect(answer.status).toBe(200);
      holding.add(via(answer));
    }
    expect(holding.size).toBe(2);

    await cluster.stop();
    for (let round = 0; round < 3; round += 1) {
      const write = await api.post(
        "/api/item_create.php",
        { slug: list.slug, edit_token: list.editToken, title: `Neu ${round}` },
        { as: "json" },
      );
      expectFaultRefusal(write, "database_unavailable");
      expectFaultRefusal(await api.get("/api/health"), "database_unavailable");
      const kept = await api.get(page);
      expect(kept.status, kept.text.slice(0, 300)).toBe(200);
      expect(kept.headers.get("x-changes-paused")).toBe("database_unavailable");
    }

    await cluster.start();
    // each instance answers again: so does the site, at once
    for (const server of servers) {
      await expect
        .poll(async () => (await fetch(`${server.baseUrl}/api/health`)).status, { timeout: 60_000 })
        .toBe(200);
    }
    for (let turn = 0; turn < 4; turn += 1) expectOk(await api.get("/api/health"));
    // nginx's error log keeps only critical lines (decision 235): its access log says no request
    // got nginx's own 502 (time, method, path, status)
    expect(proxy.accessLog()).not.toMatch(/^\S+ \S+ \S+ 502 /m);
  });
});
