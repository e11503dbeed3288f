import { describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { MemoryLimitStore } from "./store";

const setting = { max: 3, windowSeconds: 60 };

async function retryAfter(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("too_many_attempts");
    return (error as AppError).retryAfterSeconds ?? -1;
  }
}

describe("MemoryLimitStore", () => {
  it("counts inside take, so calls made at once cannot pass together", async () => {
    const store = new MemoryLimitStore();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => store.take("b", "k", setting, 1000)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
  });

  it("limits until the oldest attempt leaves the window; Retry-After rounds up", async () => {
    const store = new MemoryLimitStore();
    await store.take("b", "k", setting, 0);
    await store.take("b", "k", setting, 10_000);
    await store.take("b", "k", setting, 20_000);
    expect(await retryAfter(store.take("b", "k", setting, 20_000))).toBe(40);
    expect(await retryAfter(store.take("b", "k", setting, 59_999))).toBe(1);
    expect(await retryAfter(store.take("b", "k", setting, 60_000))).toBeNull();
    expect(await retryAfter(store.take("b", "other", setting, 60_000))).toBeNull();
    expect(await retryAfter(store.take("other-bucket", "k", setting, 60_000))).toBeNull();
  });

  it("gives back only the one slot", async () => {
    const store = new MemoryLimitStore();
    await store.take("b", "k", setting, 1);
    await store.take("b", "k", setting, 2);
    const third = await store.take("b", "k", setting, 3);
    expect(await retryAfter(store.take("b", "k", setting, 4))).not.toBeNull();
    await third.giveBack();
    expect(await retryAfter(store.take("b", "k", setting, 5))).toBeNull();
    expect(await retryAfter(store.take("b", "k", setting, 6))).not.toBeNull();
  });

  it("keeps at most maxKeys keys, forgetting the least recently used", async () => {
    const store = new MemoryLimitStore(100);
    for (let i = 0; i < 1000; i += 1) await store.take("b", `addr-${i}`.padEnd(15_000, "x"), setting, i);
    expect(store.size).toBe(100);
  });
});
