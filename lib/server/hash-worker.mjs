// A thread that hashes and checks passwords (lib/server/hash-workers.ts starts it): argon2id and
// the bcrypt of imported installs, one job at a time, each answered by message. Its first act is
// to lower its own scheduling priority, so that while it hashes, the kernel gives a core the event
// loop needs to the event loop first (docs/decisions/087-cold-start-and-hashing.md).
// Plain ESM: the same file runs bundled by Next and, in the domain tests, as it is.
import { readlinkSync } from "node:fs";
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { hashSync, verifySync } from "@node-rs/argon2";
import bcrypt from "bcryptjs";

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. Algorithm 2 = Argon2id.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Linux: this thread's id (/proc/thread-self names it), whose niceness setpriority(2) changes for
 * this thread alone. Elsewhere null, and the thread keeps the process's priority.
 */
function ownThreadId() {
  try {
    return Number(readlinkSync("/proc/thread-self").split("/").pop()) || null;
  } catch {
    return null;
  }
}

const thread = ownThreadId();
if (thread !== null) {
  try {
    // relative to the priority the thread started with (the event loop's): a server already started
    // with `nice` or systemd's Nice= keeps its hashing below its event loop all the same
    os.setPriority(thread, Math.min(19, os.getPriority(thread) + workerData.niceness));
  } catch {
    // not allowed here (a sandbox): hashing still works, only without the lower priority
  }
}

/** @typedef {{ kind: "hash" | "verify" | "bcryptCompare" | "niceness", password: string, hash: string }} Job One message from hash-workers.ts. */
/** @type {Record<Job["kind"], (job: Job) => unknown>} */
const JOBS = {
  hash: ({ password }) => hashSync(password, ARGON2ID),
  verify: ({ hash, password }) => verifySync(hash, password),
  bcryptCompare: ({ hash, password }) => bcrypt.compareSync(password, hash),
  /** The niceness this thread runs at, as the kernel has it (null where it cannot be told). */
  niceness: () => (thread === null ? null : os.getPriority(thread)),
};

// only ever started as a worker (hash-workers.ts), where parentPort is set
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);
port.on("message", (/** @type {Job} */ job) => {
  try {
    port.postMessage({ ok: true, value: JOBS[job.kind](job) });
  } catch (error) {
    port.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
