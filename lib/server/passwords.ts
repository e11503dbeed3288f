import "server-only";
import { hash, verify } from "@node-rs/argon2";
import bcrypt from "bcryptjs";
import { serverConfig } from "./config";
import { createQueue } from "./hash-queue";
import { observeHashWait, registerGauge } from "./metrics";

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. Algorithm 2 = Argon2id (a const enum
// in the package's types, which isolated modules cannot import).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const globalForHashing = globalThis as unknown as { wunschlisteHashQueue?: ReturnType<typeof createQueue> };
const hashing = (globalForHashing.wunschlisteHashQueue ??= createQueue(serverConfig.passwordHashConcurrency, {
  waited: (milliseconds) => observeHashWait(milliseconds / 1000),
}));
registerGauge({
  name: "wunschliste_password_hash_queue_length",
  help: "Password hashes waiting for their turn (PASSWORD_HASH_CONCURRENCY run at once)",
  read: () => hashing.waiting(),
});

/** Hashes off the event loop (libuv thread pool), a bounded number at a time. */
export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, ARGON2ID));
}

const BCRYPT_PREFIX = /^\$2[aby]\$/;

/**
 * Checks a password against an argon2id hash, or a bcrypt hash from an imported install.
 * `needsRehash` says the stored hash should be replaced by an argon2id one.
 */
export async function verifyPassword(
  storedHash: string,
  password: string,
): Promise<{ ok: boolean; needsRehash: boolean }> {
  if (BCRYPT_PREFIX.test(storedHash)) {
    const ok = await hashing(() => bcrypt.compare(password, storedHash));
    return { ok, needsRehash: ok };
  }
  try {
    return { ok: await hashing(() => verify(storedHash, password)), needsRehash: false };
  } catch {
    return { ok: false, needsRehash: false };
  }
}
