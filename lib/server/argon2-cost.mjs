// argon2id's cost, in one place: the hashing thread (./hash-worker.mjs) hashes with one of these,
// and argon2 writes the cost into every hash, so a hash made at either cost verifies at the other.
// Plain ESM: the same file runs bundled by Next and, in the tests, as it is.

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. Algorithm 2 = Argon2id. */
export const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The least argon2id allows (8 KiB, 1 iteration): ~0.1 ms instead of ~24 ms of a core a hash.
 * Only for test servers that ask for it (TEST_CHEAP_PASSWORD_HASHES=1, docs/decisions/159):
 * the suites hash thousands of passwords and never test argon2's cost through them.
 */
export const ARGON2ID_TEST = { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 };
