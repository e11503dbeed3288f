// What the server process holds in memory (docs/decisions/032, 034 and 036): no build compilers
// loaded, a heap bounded under a burst of requests, and what a burst left given back once it is
// quiet. Shutdown, start-up, the request log and health are in operations.test.ts.
import { readFileSync, realpathSync } from "node:fs";
import { expect, it, onTestFinished } from "vitest";
import { loadMallocTrim } from "../../server/memory.mjs";
import { mallocHeapOf, memoryOf } from "../../scripts/process-memory.mjs";
import { createApi } from "../support/api";
import { describeOnOneBackend } from "../support/backends";
import { startServer } from "../support/server";

/** `requests` requests for an unknown API path, sent by `clients` clients at once. */
async function burst(baseUrl: string, { requests, clients }: { requests: number; clients: number }) {
  let sent = 0;
  const client = async () => {
    while (sent < requests) {
      sent += 1;
      await (await fetch(`${baseUrl}/api/nothing-here`)).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
}

// what the process loads and gives back does not depend on the database: the SQLite pass (decision 174)
describeOnOneBackend("memory", () => {
  // docs/decisions/032-built-next-config.md: the resolved config from the build, so next.config.ts
  // is not compiled at start and no build tool stays resident (~45 MiB).
  it.skipIf(process.platform !== "linux")("starts without loading the build's compilers into the server", async () => {
    const server = await startServer();
    onTestFinished(() => server.stop());
    expect((await createApi(server.baseUrl).get("/web/")).status).toBe(200);
    const mapped = readFileSync(`/proc/${server.pid}/maps`, "utf8")
      .split("\n")
      .map((line) => line.split(/\s+/).slice(5).join(" "));
    expect(mapped, "the maps name the files they come from").toContain(realpathSync(process.execPath));
    const loaded = mapped.filter((file) => file.endsWith(".node"));
    expect(loaded.filter((file) => /swc|watcher/.test(file))).toEqual([]);
  });

  // docs/decisions/034-bounded-heap-growth.md: under load V8 would let the heap grow to several
  // times what is alive while collecting is cheap; HEAP_GROWTH_PERCENT (default 50) bounds that.
  // The bound holds from the first answer on (server/memory.mjs boundHeapGrowth): before, on
  // PostgreSQL no full collection came between the start's last one and the burst's end, and the
  // burst grew the process ~110 MiB with and without the bound. Measured on SQLite only: on
  // PostgreSQL the burst without the bound grows the process by V8's own limit, set by a collection
  // while the API's code loads, 74–125 MiB, too close to the bounded 52–73 for this comparison
  // (docs/performance.md, "One route for the API").
  it.skipIf(process.platform !== "linux")(
    "keeps its memory bounded under a burst of requests",
    async () => {
      const growthUnder = async (env: Record<string, string>) => {
        const server = await startServer({ REQUEST_LOG: "0", ...env });
        onTestFinished(() => server.stop());
        // one request first: the API route's code loads (all endpoints' modules, a size of its own
        // that varies with the machine's load) and the heap's bound is set once it is answered
        await burst(server.baseUrl, { requests: 1, clients: 1 });
        const before = memoryOf(server.pid).rss;
        // 50 clients at once: each request leaves garbage that outlives a young-space collection,
        // which is what the old generation's growth is made of
        await burst(server.baseUrl, { requests: 4000, clients: 50 });
        const growth = memoryOf(server.pid).peak - before;
        await server.stop();
        return growth;
      };
      const unbounded = await growthUnder({ HEAP_GROWTH_PERCENT: "0" });
      const bounded = await growthUnder({});
      expect(unbounded, "without a bound the burst grows the process").toBeGreaterThan(60);
      expect(bounded).toBeLessThan(unbounded * 0.7);
      // two servers and 8,000 requests: on a machine whose cores are taken by others this takes minutes
    },
    480_000,
  );

  // server/memory.mjs collectWhenQuiet: V8 keeps its grown young generation after a burst,
  // glibc the free pages between live blocks; once no request has come for 6 s, full collections
  // and malloc_trim give both back (docs/decisions/034-bounded-heap-growth.md, 036-trim-when-quiet.md)
  it.skipIf(process.platform !== "linux")(
    "gives back what a burst left once no request has come for a while",
    async () => {
      // glibc as it comes: configureMalloc (decision 073) maps big blocks on their own, so a burst
      // leaves little in the heap to trim. A tunable set to its default value keeps it away (and,
      // unlike the trim or mmap thresholds, leaves glibc's sliding mmap threshold on)
      const server = await startServer({ REQUEST_LOG: "0", GLIBC_TUNABLES: "glibc.malloc.tcache_count=7" });
      onTestFinished(() => server.stop());
      // The C heap's highest point, sampled from the start on: most of what it gives back is left by
      // the API route's loading on the first requests (~21 MiB, ~11 of them live), the burst adds
      // little. Where a machine busy with other work leaves the server 6 s without a request before
      // the burst ends, the trim comes early; a heap measured only after the burst then had nothing
      // left to give back (fresh-clone CI, SQLite, load ~14: 11.6 MiB after the burst, 11.0 after).
      const heapSeen = [mallocHeapOf(server.pid)];
      const sampling = setInterval(() => heapSeen.push(mallocHeapOf(server.pid)), 200);
      await burst(server.baseUrl, { requests: 2000, clients: 20 });
      clearInterval(sampling);
      const afterBurst = memoryOf(server.pid).rss;
      const heapHighest = Math.max(...heapSeen, mallocHeapOf(server.pid));
      await expect
        .poll(() => memoryOf(server.pid).rss, { timeout: 20_000, interval: 1000 })
        .toBeLessThan(afterBurst - 15);
      // the helper is optional (no C compiler at setup): CI builds it, so there this always runs
      // (~21 MiB at the highest, ~11 after the trim). Without the trim the heap stays at its highest
      // (with the trim taken out: 21.5 MiB after the burst, 21.5 after 10 s). Below 13 MiB it holds
      // little but live blocks (10.4–11.6 MiB after every trim measured): enough, even where the
      // trim came before the first sample.
      if (loadMallocTrim())
        await expect
          .poll(() => mallocHeapOf(server.pid), { timeout: 10_000, interval: 1000 })
          .toBeLessThan(Math.max(heapHighest * 0.6, heapHighest - 4, 13));
    },
    480_000,
  );
});
