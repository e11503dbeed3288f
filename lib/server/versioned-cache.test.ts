import { describe, expect, it } from "vitest";
import { VersionedCache } from "./versioned-cache";

const at = (version: number, id = "list-1") => ({ id, version });

describe("VersionedCache", () => {
  it("serves a value only at the exact stamp it was read at", () => {
    const cache = new VersionedCache<string>(100);
    cache.set("a", at(3), "three", 10);
    expect(cache.get("a", at(3))).toBe("three");
    expect(cache.get("a", at(4))).toBeUndefined();
    expect(cache.get("a", at(2))).toBeUndefined();
    // a list deleted and another made under the same key: same version, other row
    expect(cache.get("a", at(3, "list-2"))).toBeUndefined();
    expect(cache.get("b", at(3))).toBeUndefined();
  });

  it("keeps the newer of two racing reads of the same row", () => {
    const cache = new VersionedCache<string>(100);
    cache.set("a", at(5), "five", 10);
    cache.set("a", at(4), "four", 10);
    expect(cache.stampOf("a")).toEqual(at(5));
    cache.set("a", at(6), "six", 10);
    expect(cache.get("a", at(6))).toBe("six");
    expect(cache.weight).toBe(10);
    // another row under the key replaces it whatever its version
    cache.set("a", at(1, "list-2"), "other", 10);
    expect(cache.get("a", at(1, "list-2"))).toBe("other");
  });

  it("drops the least recently used entries when over its weight, and never holds an oversized one", () => {
    const cache = new VersionedCache<string>(30);
    cache.set("a", at(1), "a", 10);
    cache.set("b", at(1), "b", 10);
    cache.set("c", at(1), "c", 10);
    expect(cache.get("a", at(1))).toBe("a"); // a is now the most recent; b the least
    cache.set("d", at(1), "d", 10);
    expect(cache.stampOf("b")).toBeUndefined();
    expect([cache.get("a", at(1)), cache.get("c", at(1)), cache.get("d", at(1))]).toEqual(["a", "c", "d"]);
    expect(cache.weight).toBe(30);
    cache.set("huge", at(1), "huge", 31);
    expect(cache.stampOf("huge")).toBeUndefined();
    expect(cache.size).toBe(3);
    cache.delete("a");
    expect([cache.size, cache.weight]).toEqual([2, 20]);
  });
});
