// The three shapes of waiting one's turn (./work-queue.ts): a bounded queue, one at a time per
// key, and the fair in-flight bound (issue 39 item 5: at most `total` at once, `perKey` per key;
// more wait their turn for a while, then are refused with Retry-After).
import { describe, expect, it } from "vitest";
import { isAppError } from "../errors";
import { createQueue, inFlightGate, linesInUse, oneAtATime } from "./work-queue";

function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { work: () => done, release };
}

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

describe("oneAtATime", () => {
  it("runs one job per key at once, in order, passes errors through, and leaves no line behind", async () => {
    const [a, b] = [held(), held()];
    const order: string[] = [];
    const first = oneAtATime("item-1", async () => {
      await a.work();
      order.push("first");
      throw new Error("wrong password");
    });
    const second = oneAtATime("item-1", async () => void order.push("second"));
    const elsewhere = oneAtATime("item-2", async () => {
      await b.work();
      order.push("elsewhere");
    });
    // another key does not wait for item-1
    b.release();
    await elsewhere;
    expect(order).toEqual(["elsewhere"]);
    a.release();
    await expect(first).rejects.toThrow("wrong password");
    await second;
    expect(order).toEqual(["elsewhere", "first", "second"]);
    // the place passes straight to the one waiting: one arriving as it starts still waits behind it
    const [c, d] = [held(), held()];
    const running = oneAtATime("item-3", c.work);
    const queued = oneAtATime("item-3", d.work);
    c.release();
    await running;
    let lateRan = false;
    const late = oneAtATime("item-3", async () => void (lateRan = true));
    expect(lateRan).toBe(false);
    d.release();
    await Promise.all([queued, late]);
    expect(lateRan).toBe(true);
    expect(linesInUse()).toBe(0);
  });
});

const refusedCode = (error: unknown) => (isAppError(error) ? [error.code, error.retryAfterSeconds] : error);

describe("inFlightGate", () => {
  it("bounds one key, lets other keys by, and hands a freed place to the one waiting", async () => {
    const gate = inFlightGate({ total: 3, perKey: 2, waitMs: 60_000, retryAfterSeconds: 5 }, "preview_busy");
    const [a, b, c] = [held(), held(), held()];
    const first = gate.run("A", a.work);
    const second = gate.run("A", b.work);
    let thirdDone = false;
    const third = gate.run("A", c.work).then(() => (thirdDone = true));
    expect(gate.waiting()).toBe(1);
    // another address is not held up by A's queue
    const other = held();
    const otherRun = gate.run("B", other.work);
    expect(gate.inFlight()).toBe(3);
    other.release();
    await otherRun;
    expect(gate.waiting()).toBe(1); // a free place in total, but A still has two
    a.release();
    await first;
    expect(gate.waiting()).toBe(0);
    c.release();
    b.release();
    await Promise.all([second, third]);
    expect(thirdDone).toBe(true);
    expect(gate.inFlight()).toBe(0);
  });

  it("refuses with Retry-After when no place comes free in time, and gives places back on failure", async () => {
    const gate = inFlightGate({ total: 1, perKey: 1, waitMs: 10, retryAfterSeconds: 7 }, "preview_busy");
    const a = held();
    const running = gate.run("A", a.work);
    expect(await gate.run("B", async () => "ran").catch(refusedCode)).toEqual(["preview_busy", 7]);
    a.release();
    await running;
    await expect(gate.run("A", () => Promise.reject(new Error("failed")))).rejects.toThrow("failed");
    expect(await gate.run("B", async () => "ran")).toBe("ran");
  });

  // issue 50 finding 6: four clients sending four each held all eight places and the whole queue
  it("shares the places and the queue fairly: a newcomer waits in place of a greedy client's newest, and goes first", async () => {
    const gate = inFlightGate({ total: 8, perKey: 2, waitMs: 5_000, retryAfterSeconds: 5 }, "preview_busy");
    const pages = new Map<string, ReturnType<typeof held>[]>();
    const outcomes: Promise<unknown>[] = [];
    for (const client of ["A", "B", "C", "D"]) {
      for (let i = 0; i < 4; i += 1) {
        const page = held();
        pages.set(client, [...(pages.get(client) ?? []), page]);
        outcomes.push(gate.run(client, page.work).catch(refusedCode));
      }
    }
    expect([gate.inFlight(), gate.waiting()]).toEqual([8, 8]);
    // a fifth of A's own is refused at once: A already waits for its share
    expect(await gate.run("A", async () => "ran").catch(refusedCode)).toEqual(["preview_busy", 5]);
    const owner = held();
    let ownerRan = false;
    const ownerRun = gate.run("owner", () => ((ownerRan = true), owner.work()));
    expect(gate.waiting()).toBe(8);
    // the newest waiter of a client holding four (A's fourth) made room, and was refused
    expect(await outcomes[3]).toEqual(["preview_busy", 5]);
    // the first place that comes free is the owner's, though three of B's and C's waited longer
    pages.get("B")![0]!.release();
    await outcomes[4];
    expect(ownerRan).toBe(true);
    owner.release();
    await ownerRun;
    for (const client of pages.values()) for (const page of client) page.release();
    await Promise.all(outcomes);
    expect([gate.inFlight(), gate.waiting()]).toEqual([0, 0]);
  });

  it("lets `maxWaiting` wait beyond `total`, each in turn, and refuses the next at once", async () => {
    const gate = inFlightGate(
      { total: 1, perKey: 1, waitMs: 60_000, retryAfterSeconds: 5, maxWaiting: 3, maxWaitingPerKey: 3 },
      "draw_busy",
    );
    const a = held();
    const order: number[] = [];
    const running = gate.run("A", a.work);
    const waiting = [1, 2, 3].map((n) => gate.run("A", async () => order.push(n)));
    expect(await gate.run("A", async () => 4).catch(refusedCode)).toEqual(["draw_busy", 5]);
    expect(gate.waiting()).toBe(3);
    a.release();
    await Promise.all([running, ...waiting]);
    expect(order).toEqual([1, 2, 3]);
  });
});
