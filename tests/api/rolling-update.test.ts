// A rolling update (issue 43; docs/deploy.md section 7, docs/decisions/084): two instances of the
// previous release — its own code, built from git (scripts/previous-release.mjs) — serve the
// database that release made (tests/releases/<version>/) behind nginx, configured from
// deploy/nginx-wunschliste-instances.conf, while friends keep reserving, releasing and reading.
// Today's code migrates the database under them; then each instance in turn is taken out of
// nginx (reload), stopped (SIGTERM drains), started with today's code on its port, and put back.
// Not one request may fail, and for a while the old and the new code serve side by side on the
// new schema. PostgreSQL pass only; without nginx or the release's commit it is skipped with a
// message, except in CI, where it must run.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../server/migrations.mjs";
import { nginxBinary, startNginx, type Proxy } from "../support/nginx";
import { builtRelease, previousRelease, releaseProblem } from "../../scripts/previous-release.mjs";
import { loadReleaseDatabase, recordedLists } from "../support/releases";
import { freshDatabase, startServer, testBackend, type FreshDatabase, type TestServer } from "../support/server";

const inCi = process.env.CI === "true";
const release = previousRelease();
const problem =
  testBackend !== "postgresql" ? null : !nginxBinary() ? "nginx is not installed" : releaseProblem(release);
if (problem && !inCi) console.warn(`[rolling-update] skipped: ${problem}`);

const ENV = { TRUST_PROXY: "1", RATE_LIMIT_ITEM_CREATES: "100000", RATE_LIMIT_UNRESERVE_FAILURES: "100000" };
/** Friends sending requests at once, each one after another. */
const FRIENDS = 4;

type Outcome = { phase: string; request: string; status: number | string; upstream: string };

/** One request through the proxy on a connection of its own (nginx may close idle ones on reload). */
function send(
  baseUrl: string,
  method: "GET" | "POST",
  path: string,
  fields?: Record<string, unknown>,
): Promise<{ status: number; upstream: string; json: Record<string, unknown> | undefined }> {
  return new Promise((resolve, reject) => {
    const body = fields ? JSON.stringify(fields) : undefined;
    const request = http.request(`${baseUrl}${path}`, {
      method,
      agent: false,
      headers: body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {},
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        let json: Record<string, unknown> | undefined;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode ?? 0, upstream: String(response.headers["x-upstream"] ?? "?"), json });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

describe.skipIf(testBackend !== "postgresql" || (problem !== null && !inCi))(
  `a rolling update from release ${release.version} to today's code`,
  () => {
    let releaseDir: string;
    let database: FreshDatabase;
    const instances: TestServer[] = [];
    let proxy: Proxy;
    let phase = "previous release";
    let running = true;
    const outcomes: Outcome[] = [];
    let friends: Promise<void>[] = [];

    beforeAll(async () => {
      if (problem) throw new Error(`the rolling update cannot run: ${problem}`);
      releaseDir = await builtRelease(release, (line) => console.log(`[rolling-update] ${line}`));
      database = await freshDatabase({ migrated: false });
      await loadReleaseDatabase(release.version, database);
      instances.push(...(await Promise.all([1, 2].map(() => startServer(ENV, database, { root: releaseDir })))));
      proxy = await startNginx(instances.map((instance) => instance.port));
    }, 1_200_000);

    afterAll(async () => {
      running = false;
      await Promise.allSettled(friends);
      await proxy?.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      await database?.remove();
    });

    /** Sends one request and notes how it went; any answer but `expected` counts as a failure. */
    async function call(request: string, fields?: Record<string, unknown>, expected = 200) {
      const [method, path] = request.split(" ") as ["GET" | "POST", string];
      const during = phase;
      try {
        const answer = await send(proxy.baseUrl, method, path, fields);
        outcomes.push({ phase: during, request, status: answer.status, upstream: answer.upstream });
        return answer.status === expected ? answer.json : undefined;
      } catch (error) {
        outcomes.push({ phase: during, request, status: String(error), upstream: "?" });
        return undefined;
      }
    }

    /** A friend with a list of their own: adds a wish, reserves it, looks, releases, deletes; reads a kept list. */
    async function friend(index: number, slugs: string[]): Promise<void> {
      const list = await call("POST /api/list_create.php", { title: `Rollend ${index}`, owner_password: "pw" });
      if (!list) return;
      const owner = { slug: String(list.slug), edit_token: String(list.edit_token) };
      for (let round = 0; running; round += 1) {
        const kept = slugs[(index + round) % slugs.length];
        await call(`GET /api/list_get.php?slug=${kept}`);
        if (round % 4 === 0) await call(`GET /web/?slug=${kept}`);
        const created = await call("POST /api/item_create.php", { ...owner, title: `Wunsch ${round}` });
        const item = (created?.item as { id: string } | undefined)?.id;
        if (!item) continue;
        const password = `pw-${index}-${round}`;
        await call("POST /api/item_reserve", { item_id: item, name: `Gast ${index}`, password });
        await call(`GET /api/list_get.php?slug=${owner.slug}`);
        await call("POST /api/item_unreserve", { item_id: item, password });
        await call("POST /api/item_delete.php", { ...owner, item_id: item });
      }
    }

    async function answersDuring(name: string, count: number) {
      while (outcomes.filter((outcome) => outcome.phase === name).length < count) {
        if (!running) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    it("takes each instance out, updates it and puts it back: not one request fails", async () => {
      const slugs = recordedLists(release.version).map((list) => list.slug);
      friends = Array.from({ length: FRIENDS }, (_, index) => friend(index, slugs));
      await answersDuring(phase, 40);

      phase = "migrating";
      const { applied } = await migrate({ databaseUrl: database.databaseUrl, log: () => {} });
      await answersDuring(phase, 20);

      for (const [index, old] of [...instances].entries()) {
        phase = `updating instance ${index + 1}`;
        await proxy.reload([old.port]); // out of the upstream; the old workers finish first
        await old.stop(); // SIGTERM: drains
        instances[index] = await startServer(ENV, database, { port: old.port }); // today's code
        await proxy.reload([]);
        phase = index === 0 ? "side by side" : "today's code";
        await answersDuring(phase, 40);
      }
      running = false;
      await Promise.all(friends);

      const failures = outcomes.filter((outcome) => outcome.status !== 200);
      const counts = new Map<string, number>();
      for (const { phase: name } of outcomes) counts.set(name, (counts.get(name) ?? 0) + 1);
      const byPhase = [...counts].map(([name, count]) => `${name}: ${count}`);
      console.log(
        `[rolling-update] ${outcomes.length} requests (${byPhase.join(", ")}), ${applied} migration(s) applied`,
      );
      expect(failures.slice(0, 10), `${failures.length} failed`).toEqual([]);
      // the previous release's instance and today's served the new schema together
      const sideBySide = outcomes.filter((outcome) => outcome.phase === "side by side");
      expect(new Set(sideBySide.map((outcome) => outcome.upstream))).toEqual(
        new Set(instances.map((instance) => `127.0.0.1:${instance.port}`)),
      );
    }, 900_000);
  },
);
