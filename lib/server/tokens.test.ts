import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashToken, newEditToken, randomId, sameDigest } from "./tokens";

describe("tokens", () => {
  it("hashToken is the SHA-256 of the token, as hex", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const token = newEditToken();
    expect(hashToken(token)).toBe(createHash("sha256").update(token).digest("hex"));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("edit tokens are 32 random bytes, base64url", () => {
    const tokens = Array.from({ length: 200 }, newEditToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("random ids are 16 URL-safe characters without lookalikes, and spread over the whole alphabet", () => {
    const ids = Array.from({ length: 500 }, () => randomId());
    for (const id of ids) expect(id).toMatch(/^[a-km-z2-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const seen = new Set(ids.join(""));
    expect(seen.size).toBe("abcdefghijkmnopqrstuvwxyz23456789".length);
    expect(randomId(10)).toHaveLength(10);
  });

  it("sameDigest compares hex digests and refuses empty or unequal lengths", () => {
    const digest = hashToken("x");
    expect(sameDigest(digest, hashToken("x"))).toBe(true);
    expect(sameDigest(digest, hashToken("y"))).toBe(false);
    expect(sameDigest(digest, digest.slice(0, 62))).toBe(false);
    expect(sameDigest("", "")).toBe(false);
  });
});
