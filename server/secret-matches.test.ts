import { beforeEach, describe, expect, it, vi } from "vitest";

// the comparison must go through timingSafeEqual with inputs of one length, whatever is given
const compared = vi.hoisted(() => [] as [number, number][]);
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  return {
    ...crypto,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compared.push([a.byteLength, b.byteLength]);
      return crypto.timingSafeEqual(a, b);
    },
  };
});

const { secretMatches } = await import("./secret-matches.mjs");
const SECRET = "a-long-admin-token-1234";

describe("secretMatches", () => {
  beforeEach(() => {
    compared.length = 0;
  });

  it("takes the secret and refuses anything else", () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(`${SECRET}x`, SECRET)).toBe(false);
    expect(secretMatches(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(secretMatches(SECRET.toUpperCase(), SECRET)).toBe(false);
  });

  it("never matches when nothing is given", () => {
    expect(secretMatches(undefined, SECRET)).toBe(false);
    expect(secretMatches(null, SECRET)).toBe(false);
    expect(secretMatches("", SECRET)).toBe(false);
    expect(secretMatches("", "")).toBe(false);
  });

  it("compares in constant time: always timingSafeEqual, on digests of one length, whatever the input's length", () => {
    for (const given of [undefined, "", "x", SECRET, "y".repeat(10_000)]) secretMatches(given, SECRET);
    expect(compared).toHaveLength(5);
    expect(new Set(compared.flat())).toEqual(new Set([32]));
  });
});
