// The shared setup of the API test files: a real server on a fresh database for the whole
// file (tests/support/server.ts), started before its first test and stopped after its last, and
// an HTTP client bound to it (tests/support/api.ts).
//
//   const { server, api } = testServerForFile();                         // one server
//   const [direct, proxied] = testServersForFile(LIMITS, { TRUST_PROXY: "1" }); // started side by side
//   const [a, b] = twoInstancesForFile();                              // two instances, one database
//
// Call it at the top level of a test file (not named use…: the React hooks lint rule would
// claim it). The objects exist at once, so they can be
// destructured there; the server behind them exists only from the file's beforeAll on, and
// touching it earlier throws with a message saying so.
import { afterAll, beforeAll } from "vitest";
import { createApi, type Api } from "./api";
import { freshDatabase, startServer, type FreshDatabase, type StartOptions, type TestServer } from "./server";

/**
 * What a test may do with the shared server. Stopping and signalling are left out on purpose:
 * the fixture owns its life, and tests that stop a server start their own with startServer().
 */
export type RunningServer = Pick<TestServer, "baseUrl" | "port" | "databaseFile" | "databaseUrl" | "output" | "pid">;

export type ServerFixture = { server: RunningServer; api: Api };

type Env = Record<string, string>;

function lazyServer(current: () => TestServer | undefined): RunningServer {
  const running = () => {
    const server = current();
    if (!server) throw new Error("the test server is not running: use it in a test or a hook, not at import time");
    return server;
  };
  return {
    get baseUrl() {
      return running().baseUrl;
    },
    get port() {
      return running().port;
    },
    get databaseFile() {
      return running().databaseFile;
    },
    get databaseUrl() {
      return running().databaseUrl;
    },
    get pid() {
      return running().pid;
    },
    output: () => running().output(),
  };
}

/**
 * Servers started in parallel in one beforeAll (starting a production server costs seconds on a
 * busy machine, so two in a row would double that) and stopped in the afterAll, then `cleanUp`.
 */
function fixturesForFile(
  count: number,
  startAll: () => Promise<Promise<TestServer>[]>,
  cleanUp: () => Promise<void> = async () => {},
): ServerFixture[] {
  const started: (TestServer | undefined)[] = Array.from({ length: count }, () => undefined);
  beforeAll(async () => {
    const results = await Promise.allSettled(await startAll());
    results.forEach((result, index) => {
      if (result.status === "fulfilled") started[index] = result.value;
    });
    const failed = results.find((result) => result.status === "rejected");
    // the servers that did start are still stopped by the afterAll below
    if (failed) throw failed.reason;
  });
  afterAll(async () => {
    await Promise.all(started.map((server) => server?.stop()));
    await cleanUp();
  });
  return started.map((_, index) => {
    const server = lazyServer(() => started[index]);
    return { server, api: createApi(() => server.baseUrl) };
  });
}

/** One server per `env` (each overrides the server's environment, e.g. lowered rate limits). */
export function testServersForFile<const Envs extends Env[]>(...envs: Envs): { [K in keyof Envs]: ServerFixture } {
  const fixtures = fixturesForFile(envs.length, async () => envs.map((env) => startServer(env)));
  // one fixture per argument, in order: the tuple type lets callers destructure without `!`
  return fixtures as { [K in keyof Envs]: ServerFixture };
}

/** Two instances of one deployment: servers sharing one fresh database, for this test file. */
export function twoInstancesForFile(env: Env = {}): [ServerFixture, ServerFixture] {
  let database: FreshDatabase | undefined;
  const fixtures = fixturesForFile(
    2,
    async () => {
      const shared = await freshDatabase();
      database = shared;
      return [startServer(env, shared), startServer(env, shared)];
    },
    async () => {
      await database?.remove();
    },
  );
  return fixtures as [ServerFixture, ServerFixture];
}

/**
 * One server for this test file; `env` overrides its environment. `{ firstRequest: "page" }`
 * starts it the way a user's first visit does: its first request is a list page, not the API.
 */
export function testServerForFile(env: Env = {}, options: StartOptions = {}): ServerFixture {
  const [fixture] = fixturesForFile(1, async () => [startServer(env, undefined, options)]);
  return fixture!;
}
