import { existsSync } from "node:fs";
import bcrypt from "bcryptjs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { mallocTrimAddon } from "../../server/memory.mjs";
import { IDLE_POLICY, threadScheduling } from "../../tests/support/threads";
import { createHashWorkers, HASH_NICENESS, hedged } from "./hash-workers";

const workers = createHashWorkers();
afterAll(() => workers.close());

describe("the hashing threads", () => {
  it("hash with argon2id and check the hash, right and wrong", async () => {
    const hash = await workers.run<string>({ kind: "hash", password: "Geheimnis für Oma" });
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await workers.run({ kind: "verify", hash, password: "Geheimnis für Oma" })).toBe(true);
    expect(await workers.run({ kind: "verify", hash, password: "geheimnis für oma" })).toBe(false);
  });

  it("hash at the test cost only when asked, and such a hash checks on threads at the real cost", async () => {
    const cheap = createHashWorkers({ cheapHashes: true });
    const hash = await cheap.run<string>({ kind: "hash", password: "Testserver" });
    await cheap.close();
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await workers.run({ kind: "verify", hash, password: "Testserver" })).toBe(true);
    expect(await workers.run({ kind: "verify", hash, password: "testserver" })).toBe(false);
  });

  it("check an imported install's bcrypt hash", async () => {
    const hash = bcrypt.hashSync("altes-passwort", 4);
    expect(await workers.run({ kind: "bcryptCompare", hash, password: "altes-passwort" })).toBe(true);
    expect(await workers.run({ kind: "bcryptCompare", hash, password: "neues-passwort" })).toBe(false);
  });

  it("refuse a hash they cannot read, and go on working", async () => {
    await expect(workers.run({ kind: "verify", hash: "not-a-hash", password: "x" })).rejects.toThrow();
    const hash = await workers.run<string>({ kind: "hash", password: "weiter" });
    expect(await workers.run({ kind: "verify", hash, password: "weiter" })).toBe(true);
  });

  it("run jobs given at once side by side, each on a thread of its own", async () => {
    const hashes = await Promise.all(
      ["a", "b", "c"].map((password) => workers.run<string>({ kind: "hash", password })),
    );
    expect(new Set(hashes).size).toBe(3);
    const checks = await Promise.all(
      hashes.map((hash, index) => workers.run({ kind: "verify", hash, password: ["a", "b", "c"][index] ?? "" })),
    );
    expect(checks).toEqual([true, true, true]);
  });

  it("end when idle, and start again for the next job", async () => {
    const quick = createHashWorkers({ idleMs: 50 });
    const hash = await quick.run<string>({ kind: "hash", password: "kurz" });
    expect(quick.alive()).toBe(1);
    await vi.waitFor(() => expect(quick.alive()).toBe(0), { timeout: 30_000, interval: 20 });
    expect(await quick.run({ kind: "verify", hash, password: "kurz" })).toBe(true);
    await quick.close();
  });

  it.runIf(process.platform === "linux")("run at a lower priority than the event loop", async () => {
    // relative to the event loop's own niceness, which stays as the process started (also when the
    // tests themselves run under `nice`; under `nice -n 19` there is no lower one and both are 19)
    const os = await import("node:os");
    const eventLoop = os.getPriority();
    expect(await workers.run({ kind: "niceness" })).toBe(Math.min(19, eventLoop + HASH_NICENESS));
  });

  it.runIf(process.platform === "linux" && existsSync(mallocTrimAddon))(
    "run at the idle policy with the native helper, and a check starts no idle thread twice",
    async () => {
      const idle = createHashWorkers({ idleHelper: mallocTrimAddon, hedgeAfterMs: 60_000 });
      const before = threadScheduling("self");
      const hash = await idle.run<string>({ kind: "hash", password: "leise" });
      expect(await idle.run({ kind: "verify", hash, password: "leise" })).toBe(true);
      const started = [...threadScheduling("self")].filter(([thread]) => !before.has(thread));
      await idle.close();
      // one thread, at the idle policy; the test process's own thread stays at the normal one (0)
      expect(started.map(([, { policy }]) => policy)).toEqual([IDLE_POLICY]);
      expect(threadScheduling("self").get(String(process.pid))?.policy).toBe(0);
    },
  );
});

/** A lane whose jobs answer when the test says, and which counts what it was given. */
function heldLane() {
  const jobs: { job: unknown; answer: (value: unknown) => void; fail: (error: Error) => void }[] = [];
  return {
    jobs,
    run<T>(job: unknown): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        jobs.push({ job, answer: (value) => resolve(value as T), fail: reject });
      });
    },
    alive: () => 0,
    close: async () => {},
  };
}

describe("a hash that waits for a core", () => {
  it("runs again on the niced threads after its time, the first answer counts, and the next go there while it waits", async () => {
    const [idle, niced] = [heldLane(), heldLane()];
    const lanes = hedged(idle, niced, 20);
    const first = lanes.run<string>({ kind: "hash", password: "a" });
    await vi.waitFor(() => expect(niced.jobs).toHaveLength(1), { timeout: 10_000, interval: 5 });
    expect(niced.jobs[0]?.job).toEqual({ kind: "hash", password: "a" });
    niced.jobs[0]?.answer("from the niced thread");
    expect(await first).toBe("from the niced thread");

    // the idle thread still holds the first: a second job goes to the niced threads at once
    void lanes.run({ kind: "verify", hash: "h", password: "b" });
    expect(idle.jobs).toHaveLength(1);
    expect(niced.jobs).toHaveLength(2);

    // once the idle thread answered (too late, not counted), jobs go to it first again
    idle.jobs[0]?.answer("late");
    await vi.waitFor(async () => {
      void lanes.run({ kind: "niceness" });
      await Promise.resolve();
      expect(idle.jobs.length).toBeGreaterThan(1);
    });
  });

  it("is not run twice when it answers in time, and its failure is the caller's", async () => {
    const [idle, niced] = [heldLane(), heldLane()];
    const lanes = hedged(idle, niced, 60_000);
    const answered = lanes.run<boolean>({ kind: "verify", hash: "h", password: "p" });
    idle.jobs[0]?.answer(true);
    expect(await answered).toBe(true);
    const failed = lanes.run({ kind: "verify", hash: "h", password: "p" });
    idle.jobs[1]?.fail(new Error("unreadable hash"));
    await expect(failed).rejects.toThrow("unreadable hash");
    expect(niced.jobs).toHaveLength(0);
  });
});
