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
