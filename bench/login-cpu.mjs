#!/usr/bin/env node
// Issue 57, the login storm: how much of the server's event loop one owner login takes. The storm's
// reads wait for the loop, so a round's p99 grows with the share the logins take of it; the main
// thread's CPU time per login is the figure a shared machine does not swamp (waiting for a core is
// not counted; the niced hash threads have threads of their own). The production server on a fresh
// SQLite file (the bench list), its login path warmed for 2 s, then `--rounds` rounds of
// `--seconds` each: 20 clients logging in (argon2id at the real cost, decision 159), nothing else;
// and, for scale, 10 connections reading `list_get` alone. Each round: the main thread's time on a
// core (`/proc/<pid>/task/<pid>/schedstat`, in ns) before and after, less what it takes idle over
// as long (measured once, 5 s of nothing), ÷ the answers of the round; and the same of the login
// process's main thread (decision 209), which answers a crowd's logins once it is ready — on a
// busy machine it may not be ready within a round (it starts at niceness 10), and Next answers.
// Usage: node bench/login-cpu.mjs [--seconds 5] [--rounds 3] [--port 3590] [--skip-reads] [--cheap-hashes]
// Needs a build (node scripts/setup.mjs). docs/performance.md ("Issue 57, seventh pass") records results.
import { readFileSync } from "node:fs";
import os from "node:os";
import { arg, flag, load, ownerLogins, seedList, startBenchServer } from "./server.mjs";

const seconds = arg("seconds", 5);
const rounds = arg("rounds", 3);

/** The main thread's time on a core so far, in ms (its thread id is the process id). */
const mainThreadMs = (/** @type {number} */ pid) =>
  Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ")[0]) / 1e6;

/**
 * The login process's main thread's time on a core so far, in ms, or 0 while none runs
 * (server/http/login-process.mjs starts it at the second login at once; its hashes run on threads
 * of their own, which this leaves out).
 */
function loginProcessMs(/** @type {number} */ pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return children.reduce((sum, child) => {
    try {
      return sum + mainThreadMs(Number(child));
    } catch {
      return sum; // ended meanwhile
    }
  }, 0);
}

/** The main thread's ms per ms while nothing is asked (timers, the metrics' samplers): taken off. */
let idleMsPerMs = 0;
/** @param {number} pid */
async function measureIdle(pid) {
  const before = mainThreadMs(pid);
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  idleMsPerMs = (mainThreadMs(pid) - before) / (performance.now() - started);
}

/**
 * Main-thread ms per login: 20 clients log in one after another for `seconds`, and every login
 * sent is awaited (autocannon would leave the last ones running into the next measurement).
 * @param {number} pid
 * @param {ReturnType<typeof ownerLogins>} logins
 * @returns {Promise<Run>}
 */
async function perLogin(pid, { url, headers, body, connections }) {
  const before = mainThreadMs(pid);
  const processBefore = loginProcessMs(pid);
  const started = performance.now();
  const until = Date.now() + seconds * 1000;
  let answered = 0;
  const client = async () => {
    while (Date.now() < until) {
      const answer = await fetch(url, { method: "POST", headers, body });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`a login answered ${answer.status}`);
      answered += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const idle = idleMsPerMs * (performance.now() - started);
  return {
    answered,
    msEach: (mainThreadMs(pid) - before - idle) / answered,
    processMsEach: (loginProcessMs(pid) - processBefore) / answered,
  };
}

/** @typedef {{ answered: number, msEach: number, processMsEach?: number }} Run */

/**
 * Main-thread ms per answered request of one autocannon run of `options`.
 * @param {number} pid
 * @param {import("./server.mjs").LoadOptions} options
 * @returns {Promise<Run>}
 */
async function perRead(pid, options) {
  const before = mainThreadMs(pid);
  const started = performance.now();
  const { result } = await load("list_get alone", { ...options, duration: seconds });
  if (result.non2xx > 0) throw new Error(`list_get: not 2xx: ${JSON.stringify(result.statusCodeStats)}`);
  const idle = idleMsPerMs * (performance.now() - started);
  return { answered: result["2xx"], msEach: (mainThreadMs(pid) - before - idle) / result["2xx"] };
}

// --cheap-hashes: the tests' cheap argon2id (TEST_CHEAP_PASSWORD_HASHES), so that a busy machine's
// niced hash thread lets hundreds of logins through a round instead of a few dozen: the main
// thread's work per login is the same (the hash runs on its own thread), measured over more logins
const cheap = flag("cheap-hashes");
const server = await startBenchServer({
  port: arg("port", 3590),
  env: cheap ? { TEST_CHEAP_PASSWORD_HASHES: "1" } : {},
});
/** @type {{ logins: Run[], reads: Run[] }} */
const results = { logins: [], reads: [] };
try {
  const { slug, ownerPassword } = await seedList(server.base);
  const logins = ownerLogins(server.base, { slug, ownerPassword });
  const reads = { url: `${server.base}/api/list_get.php?slug=${slug}`, connections: 10 };
  await perLogin(server.pid, logins); // the login path's first run: its code loaded and compiled
  if (!flag("skip-reads")) await perRead(server.pid, reads);
  await measureIdle(server.pid);
  for (let round = 0; round < rounds; round += 1) {
    results.logins.push(await perLogin(server.pid, logins));
    if (!flag("skip-reads")) results.reads.push(await perRead(server.pid, reads));
  }
} finally {
  await server.stop();
}

const show = (/** @type {Run[]} */ runs, /** @type {string} */ unit, /** @type {number} */ scale) =>
  runs
    .map(({ answered, msEach }) => `${(msEach * scale).toFixed(scale === 1 ? 2 : 0)} ${unit} (${answered})`)
    .join(", ");
console.log(
  `node ${process.version}, load ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`,
);
console.log(`main thread idle: ${(idleMsPerMs * 1000).toFixed(1)} ms a second (taken off below)`);
console.log(`main thread per login:    ${show(results.logins, "ms", 1)}`);
console.log(
  `login process's main thread per login: ${results.logins.map(({ processMsEach = 0 }) => processMsEach.toFixed(2)).join(", ")} ms`,
);
if (results.reads.length > 0) console.log(`main thread per list_get: ${show(results.reads, "µs", 1000)}`);
