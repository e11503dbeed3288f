import bcrypt from "bcryptjs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createHashWorkers, HASH_NICENESS } from "./hash-workers";

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
});
