import { describe, expect, it } from "vitest";
import { createQueue } from "./hash-queue";

describe("createQueue", () => {
  it("runs at most `limit` jobs at once, in order, and passes results and errors through", async () => {
    const run = createQueue(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (n: number) =>
      run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(n);
        active -= 1;
        if (n === 3) throw new Error("three");
        return n * 10;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(job));
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "error"))).toEqual([10, 20, "error", 40, 50, 60]);
  });
});

describe("createQueue with a signal", () => {
  it("drops a waiting job whose signal aborts: it never starts, and the line moves on", async () => {
    const run = createQueue(1);
    let release = () => {};
    const started: string[] = [];
    const first = run(() => new Promise<void>((resolve) => (release = resolve)));
    const gone = new AbortController();
    const abandoned = run(async () => void started.push("abandoned"), gone.signal);
    const next = run(async () => void started.push("next"));
    gone.abort(new Error("client gone"));
    await expect(abandoned).rejects.toThrow("client gone");
    expect(run.waiting()).toBe(1);
    release();
    await Promise.all([first, next]);
    expect(started).toEqual(["next"]);
    // a signal already aborted does not even queue
    await expect(run(async () => 1, AbortSignal.abort(new Error("before")))).rejects.toThrow("before");
  });
});

describe("createQueue's metrics", () => {
  it("tells how many wait and how long each waited", async () => {
    const waits: number[] = [];
    const run = createQueue(1, { waited: (ms) => waits.push(ms) });
    let release = () => {};
    const first = run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = run(async () => {});
    const third = run(async () => {});
    expect(run.waiting()).toBe(2);
    release();
    await Promise.all([first, second, third]);
    expect(run.waiting()).toBe(0);
    expect(waits).toHaveLength(3);
    expect(waits.every((ms) => ms >= 0)).toBe(true);
  });
});
