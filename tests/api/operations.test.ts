// The server process as an operator meets it: graceful shutdown under load, clear exits for bad
// settings and busy ports, the request log, what stays in memory, and health when the database is
// gone.
import { once } from "node:events";
import { readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import { loadMallocTrim } from "../../server/memory.mjs";
import { mallocHeapOf, memoryOf } from "../../scripts/process-memory.mjs";
import { createApi } from "../support/api";
import { describeOnOneBackend, itOnOneBackend } from "../support/backends";
import { openDatabase } from "../support/database";
import { freePort, freshDatabase, spawnServer, startServer, testBackend } from "../support/server";

/** Runs the server until it exits by itself; returns its exit code and output. */
async function runUntilExit(env: Record<string, string>) {
  const child = spawnServer(env);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, output };
}

/**
 * A list creation over a connection of its own; `sent` once its bytes are handed to the kernel
 * (fetch tells no such moment).
 */
function createListOwnConnection(baseUrl: string, fields: Record<string, string>) {
  let handedOver!: () => void;
  const sent = new Promise<void>((resolve) => (handedOver = resolve));
  const answered = new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    const body = JSON.stringify(fields);
    const request = http.request(
      `${baseUrl}/api/list_create.php`,
      {
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, body: String(Buffer.concat(chunks)), at: performance.now() }),
        );
        answer.on("error", reject);
      },
    );
    request.on("error", (error) => {
      handedOver();
      reject(error);
    });
    request.end(body, () => handedOver());
  });
  return { sent, answered };
}

describe("graceful shutdown", () => {
  it("answers every request in flight when SIGTERM arrives, then exits 0", async () => {
    // List creations hash a password at the real cost (not the test servers' cheap one, decision
    // 159): slow enough that SIGTERM lands while they run. The drain may take a minute: the hashes
    // run on a niced thread, which a machine busy with other work starves (the default 10 s cut
    // answers off once at load ~20); the drain ends with the last answer, so the test is no slower.
    const server = await startServer({ TEST_CHEAP_PASSWORD_HASHES: "0", SHUTDOWN_DRAIN_SECONDS: "60" });
    onTestFinished(() => server.stop());
    const api = createApi(server.baseUrl);
    const creations = Array.from({ length: 30 }, (_, i) =>
      createListOwnConnection(server.baseUrl, { title: `Drain ${i}`, owner_password: `secret-${i}` }),
    );
    // Signal once every request is handed to the kernel (a busy machine may starve this process
    // for longer than the server waits for a connection's first request after the signal) and
    // the first answer is back: most are still hashing then.
    await Promise.all(creations.map((creation) => creation.sent));
    await Promise.race(creations.map((creation) => creation.answered));
    const signalledAt = performance.now();
    const exitCode = server.signal("SIGTERM");
    const answers = await Promise.all(creations.map((creation) => creation.answered));
    expect(answers.filter((answer) => answer.at > signalledAt).length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(200);
      const body = JSON.parse(answer.body);
      expect(body.ok).toBe(true);
      expect(body.slug).toEqual(expect.any(String));
    }
    expect(await exitCode).toBe(0);
    expect(server.output()).toContain("[server] stopped");
    // After the drain nothing listens any more.
    await expect(api.get("/api/health")).rejects.toThrow();
    await server.stop();
  });

  it("stops at once when idle, closing kept-alive connections", async () => {
    const server = await startServer();
    onTestFinished(() => server.stop());
    const agentSocket = net.connect(server.port, "127.0.0.1");
    await once(agentSocket, "connect");
    agentSocket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`);
    await once(agentSocket, "data");
    const closed = once(agentSocket, "close");
    expect(await server.signal("SIGTERM")).toBe(0);
    await closed; // the idle kept-alive socket was closed by the server, not left hanging
    await server.stop();
  });
});

describe("start-up failures", () => {
  it("exits non-zero with one clear line when the port is in use", async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
    const { dir, databaseUrl } = await freshDatabase();
    try {
      const { code, output } = await runUntilExit({ DATABASE_URL: databaseUrl, PORT: String(port) });
      expect(code).not.toBe(0);
      expect(output).toMatch(new RegExp(`cannot listen: 127\\.0\\.0\\.1:${port} is already in use`));
    } finally {
      blocker.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // a SQLite file's folder: nothing of PostgreSQL's (decision 174); a missing one is made, as
  // `npm start` makes data/ (the server migrates the file at start, decision 202)
  itOnOneBackend("exits with one line, no stack, when the SQLite file's folder cannot be made", async () => {
    const { dir } = await freshDatabase();
    try {
      writeFileSync(`${dir}/a-file`, "where a folder should be");
      const { code, output } = await runUntilExit({
        PORT: String(await freePort()),
        DATABASE_URL: `file:${dir}/a-file/wunschliste.db`,
      });
      expect(code).toBe(1);
      expect(output).toContain(`cannot make ${realpathSync(dir)}/a-file, the folder of DATABASE_URL's SQLite file`);
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toContain("listening");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // the settings are read before the database is opened: the SQLite pass (decision 174)
  itOnOneBackend.each([
    ["PORT", "abc"],
    ["PUBLIC_BASE_URL", "not-a-url"],
    ["SHUTDOWN_DRAIN_SECONDS", "soon"],
    ["HEAP_GROWTH_PERCENT", "plenty"],
  ])("refuses %s=%s before starting, naming the variable", async (name, value) => {
    const { dir, databaseUrl } = await freshDatabase();
    const { code, output } = await runUntilExit({
      PORT: String(await freePort()),
      DATABASE_URL: databaseUrl,
      [name]: value,
    });
    rmSync(dir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output).toContain(`${name}="${value}"`);
    expect(output).not.toContain("listening");
  });
});

// the log's lines do not depend on the database: the SQLite pass (decision 174)
describeOnOneBackend("request log", () => {
  it("writes one line per request with method, path, status and duration — never the query", async () => {
    const server = await startServer({ REQUEST_LOG: "1" });
    onTestFinished(() => server.stop());
    const api = createApi(server.baseUrl);
    const created = await api.post("/api/list_create.php", { title: "Log", owner_password: "very-secret-pw" });
    await api.get(`/api/list_get.php?slug=${created.json.slug}`);
    await api.get("/api/nothing-here");
    // request lines are written together, up to 50 ms after their answers (decision 156)
    const lines = () => server.output().split("\n");
    await expect.poll(() => lines().some((line) => /^\S+ GET \/api\/nothing-here 404 \d+ms$/.test(line))).toBe(true);
    expect(lines().some((line) => /^\d{4}-\d\d-\d\dT[\d:.]+Z POST \/api\/list_create\.php 200 \d+ms$/.test(line))).toBe(
      true,
    );
    expect(lines().some((line) => /^\S+ GET \/api\/list_get\.php 200 \d+ms$/.test(line))).toBe(true);
    const log = server.output();
    expect(log).not.toContain(String(created.json.slug));
    expect(log).not.toContain(String(created.json.edit_token));
    expect(log).not.toContain("very-secret-pw");
    await server.stop();
  });

  it("is silent with REQUEST_LOG=0", async () => {
    const server = await startServer({ REQUEST_LOG: "0" });
    onTestFinished(() => server.stop());
    await createApi(server.baseUrl).get("/api/health");
    expect(server.output()).not.toMatch(/GET \/api\/health 200/);
    await server.stop();
  });
});

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
      await burst(server.baseUrl, { requests: 2000, clients: 20 });
      const afterBurst = memoryOf(server.pid).rss;
      const heapAfterBurst = mallocHeapOf(server.pid);
      await expect
        .poll(() => memoryOf(server.pid).rss, { timeout: 20_000, interval: 1000 })
        .toBeLessThan(afterBurst - 15);
      // the helper is optional (no C compiler at setup): CI builds it, so there this always runs
      // (~21 MiB after the burst, ~10 after the trim). On a machine
      // whose cores are taken by others a burst was seen to leave less: 14 MiB, ~10 of them live,
      // given back to 10.4 (fresh-clone CI, PostgreSQL, load ~11), and once 2 MiB, nothing to give
      // back: 40 % of the heap, or 3 MiB, whichever is less, or small is enough
      if (loadMallocTrim())
        await expect
          .poll(() => mallocHeapOf(server.pid), { timeout: 10_000, interval: 1000 })
          .toBeLessThan(Math.max(heapAfterBurst * 0.6, heapAfterBurst - 3, 4));
    },
    480_000,
  );
});

describe("health", () => {
  // a SQLite file that is no database (a restore of the wrong file by hand): the migration at start
  // cannot read it, and the start stops with one line (decision 202), as `npm start` does
  itOnOneBackend("stops at start with one line when the SQLite file is not a database", async () => {
    const { dir, databaseFile } = await freshDatabase({ migrated: false });
    try {
      writeFileSync(databaseFile, "this is not a database ".repeat(500));
      const { code, output } = await runUntilExit({
        PORT: String(await freePort()),
        DATABASE_URL: `file:${databaseFile}`,
      });
      expect(code).toBe(1);
      expect(output).toMatch(/\[setup\] .*file is not a database/);
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toContain("listening");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // a table gone from under the running server; PostgreSQL going away is tests/api/database.test.ts
  it.skipIf(testBackend !== "sqlite")(
    "answers 503 JSON in the caller's language when the database cannot be read, and says why in its log",
    async () => {
      const server = await startServer();
      onTestFinished(() => server.stop());
      const database = openDatabase(server.databaseUrl);
      onTestFinished(() => database.close());
      await database.execute('DROP TABLE "List"');
      const api = createApi(server.baseUrl);
      await expect.poll(async () => (await api.get("/api/health")).status, { timeout: 60_000 }).toBe(503);
      const down = await api.get("/api/health", { "accept-language": "en" });
      expect(down.json).toMatchObject({ ok: false, code: "database_unavailable" });
      expect(down.json.error).toMatch(/database/i);
      expect(down.headers.get("content-type")).toBe("application/json; charset=utf-8");
      const line = server
        .output()
        .split("\n")
        .find((each) => each.includes("[health] database check failed:"));
      expect(line, server.output()).toMatch(/database check failed: .*List/);
    },
  );
});
