import "server-only";
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

const ID_ALPHABET = "abcdefghijkmnopqrstuvwxyz23456789"; // no l/1/0 lookalikes when read aloud

/** An opaque, URL-safe id from a cryptographic source: 16 characters ≈ 80 bits. */
export function randomId(length = 16): string {
  let id = "";
  for (let i = 0; i < length; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/**
 * An id of the same form as randomId, derived from `seed`: the same seed always gives the same id.
 * For a row named by the client's request id, so a retry of one attempt finds the row it made
 * (docs/decisions/080-reading-through-faults.md); as unguessable as the seed.
 */
export function derivedId(seed: string, length = 16): string {
  const digest = createHash("sha256").update(seed, "utf8").digest();
  let id = "";
  for (let i = 0; i < length; i += 1) id += ID_ALPHABET[digest[i]! % ID_ALPHABET.length];
  return id;
}

/** 32 random bytes, base64url (docs/api.md "Identifiers"). Only its SHA-256 is stored. */
export function newEditToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A new edit token: the secret for the owner, and the row that stores only its hash. */
export function mintEditToken(): { token: string; row: { tokenHash: string } } {
  const token = newEditToken();
  return { token, row: { tokenHash: hashToken(token) } };
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
