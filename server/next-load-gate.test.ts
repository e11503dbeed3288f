// When Next begins loading (decision 179): at a request only Next answers, after the first kept
// answer, or after the grace that follows listening — never before one of them.
import { describe, expect, it } from "vitest";
import { nextLoadGate } from "./next-load-gate.mjs";

/** Whether `promise` has settled by the time the microtasks queued now have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe("the gate before Next loads", () => {
  it("stays shut until asked or until the grace after listening has passed", async () => {
    const gate = nextLoadGate({ graceMs: 60_000 });
    gate.listening();
    expect(await settled(gate.loading)).toBe(false);
    gate.load();
    expect(await settled(gate.loading)).toBe(true);
  });

  it("opens by itself once the grace after listening has passed", async () => {
    const gate = nextLoadGate({ graceMs: 1 });
    expect(await settled(gate.loading)).toBe(false);
    gate.listening();
    await gate.loading; // the test's timeout catches a gate that never opens
  });
});
