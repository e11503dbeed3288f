import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { SlidingWindowLimiter } from "./rate-limit";

function retryAfter(limiter: SlidingWindowLimiter, key: string, now: number): number | null {
  try {
    limiter.assertAllowed(key, now);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("too_many_attempts");
    expect((error as AppError).status).toBe(429);
    return (error as AppError).retryAfterSeconds ?? -1;
  }
}

describe("SlidingWindowLimiter", () => {
  it("allows max records per window, then limits until the oldest leaves the window", () => {
    const limiter = new SlidingWindowLimiter({ max: 3, windowSeconds: 60 });
    limiter.record("a", 0);
    limiter.record("a", 10_000);
    expect(retryAfter(limiter, "a", 10_000)).toBeNull();
    limiter.record("a", 20_000);
    expect(retryAfter(limiter, "a", 20_000)).toBe(40);
    expect(retryAfter(limiter, "a", 59_999)).toBe(1);
    expect(retryAfter(limiter, "a", 60_000)).toBeNull();
    // other keys are independent
    expect(retryAfter(limiter, "b", 20_000)).toBeNull();
  });

  it("keeps counting while limited records arrive, and rounds Retry-After up", () => {
    const limiter = new SlidingWindowLimiter({ max: 2, windowSeconds: 900 });
    limiter.record("k", 1_000);
    limiter.record("k", 1_500);
    expect(retryAfter(limiter, "k", 1_600)).toBe(900); // 899.4 s, rounded up
    expect(retryAfter(limiter, "k", 2_000)).toBe(899);
    // the oldest record leaves the window at 901 s; the next one still counts
    expect(retryAfter(limiter, "k", 901_000)).toBeNull();
    limiter.record("k", 901_000);
    expect(retryAfter(limiter, "k", 901_000)).toBe(1);
  });

  it("take() counts every attempt", () => {
    const limiter = new SlidingWindowLimiter({ max: 2, windowSeconds: 1 });
    limiter.take("x", 0);
    limiter.take("x", 100);
    expect(() => limiter.take("x", 200)).toThrow(AppError);
    expect(() => limiter.take("x", 1_000)).not.toThrow();
  });
});
