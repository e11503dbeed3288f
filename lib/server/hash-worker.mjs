// A thread that hashes and checks passwords (lib/server/hash-workers.ts starts it): argon2id and
// the bcrypt of imported installs, one job at a time, each answered by message. Its first act is
// to lower its own scheduling priority, so that while it hashes, the kernel gives a core the event
// loop needs to the event loop first (docs/decisions/087-cold-start-and-hashing.md).
// Plain ESM: the same file runs bundled by Next and, in the domain tests, as it is.
import { workerData } from "node:worker_threads";
import { hashSync, verifySync } from "@node-rs/argon2";
import bcrypt from "bcryptjs";
import { ARGON2ID, ARGON2ID_TEST } from "./argon2-cost.mjs";
import { answerJobs, lowerThreadPriority } from "./worker-thread.mjs";

// the real cost unless the server was started as a test server that asked for the cheap one
const cost = workerData.cheapHashes === true ? ARGON2ID_TEST : ARGON2ID;

const niceness = lowerThreadPriority(workerData.niceness);

answerJobs({
  hash: ({ password }) => hashSync(password, cost),
  verify: ({ hash, password }) => verifySync(hash, password),
  bcryptCompare: ({ hash, password }) => bcrypt.compareSync(password, hash),
  /** The niceness this thread runs at, as the kernel has it (null where it cannot be told). */
  niceness,
});
