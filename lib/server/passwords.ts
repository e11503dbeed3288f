import "server-only";
import { shared } from "../../server/shared.mjs";
import { serverConfig } from "./config";
import { createQueue } from "./work-queue";
import { createHashWorkers, type HashJob } from "./hash-workers";
import { observeHashWait, registerGauge } from "./metrics";

// argon2id (OWASP's minimum: 19 MiB, 2 iterations, 1 lane) and bcrypt run on threads of their own
// at a lower priority (./hash-worker.mjs), at most PASSWORD_HASH_CONCURRENCY at once.
// One queue and one set of threads per process (../../server/shared.mjs).
const hashing = shared("hashQueue", () =>
  createQueue(serverConfig.passwordHashConcurrency, { waited: (milliseconds) => observeHashWait(milliseconds / 1000) }),
);
const workers = shared("hashWorkers", () => createHashWorkers({ cheapHashes: serverConfig.testCheapPasswordHashes }));
const onThread = <T>(job: HashJob) => hashing(() => workers.run<T>(job));
registerGauge({
  name: "wunschliste_password_hash_queue_length",
  help: "Password hashes waiting for their turn (PASSWORD_HASH_CONCURRENCY run at once)",
  read: () => hashing.waiting(),
});

/** Hashes off the event loop, on a hashing thread, a bounded number at a time. */
export function hashPassword(password: string): Promise<string> {
  return onThread<string>({ kind: "hash", password });
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
    const ok = await onThread<boolean>({ kind: "bcryptCompare", hash: storedHash, password });
    return { ok, needsRehash: ok };
  }
  try {
    return { ok: await onThread<boolean>({ kind: "verify", hash: storedHash, password }), needsRehash: false };
  } catch {
    return { ok: false, needsRehash: false };
  }
}
