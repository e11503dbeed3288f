import { describe, expect, it } from "vitest";
import { reconnectDelay } from "./live-backoff";

describe("reconnectDelay", () => {
  it("doubles from one second and stops at thirty", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((failures) => reconnectDelay(failures, 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it("spreads each wait by 30 % either way", () => {
    expect(reconnectDelay(0, 0)).toBe(700);
    expect(reconnectDelay(0, 0.999999)).toBe(1300);
    expect(reconnectDelay(5, 0)).toBe(21000);
  });
});
