// bench/serving.mjs's storm (issue 57): list_get's p99 (10 connections) while 20 clients log in
// (argon2id), against its p99 alone, in `rounds` rounds; with `control`, each round also measures
// the reads alone a second time (the rounds' noise). The p99s are the reads' own times to the
// microsecond (`load`'s `exact`). Each round also reads at a steady `pacedRate` a second in a
// process of its own (bench/paced-reads.mjs), idle and during the storm: the wait a reader notices.
// With `control`, the paced reads also run beside a busy loop at niceness 10 and no logins: what a
// core taken by a thread that must run costs the reads on this machine before the server answers
// any login (the machine's floor; docs/performance.md, issue 57's sixteenth pass).
import { execFile, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadBodiesUnread as load, median, ownerLogins } from "./server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {import("./server.mjs").Run} Run */
/**
 * bench/paced-reads.mjs's last line.
 * @typedef {{ rate: number, seconds: number, answered: number, failed: number, p50: number, p90: number, p99: number, max: number }} PacedFigures
 */

/**
 * bench/paced-reads.mjs's figures for `seconds` of reads of `url` at `rate` a second.
 * @param {string} url
 * @param {number} rate
 * @param {number} seconds
 * @returns {Promise<PacedFigures>}
 */
function pacedReads(url, rate, seconds) {
  const script = path.join(root, "bench/paced-reads.mjs");
  const args = [script, "--url", url, "--rate", String(rate), "--seconds", String(seconds)];
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout.trim().split("\n").at(-1) ?? "")),
    ),
  );
}

/**
 * `work` run beside a busy loop at niceness 10, as the server's hashing threads are (decision 087):
 * a core taken without any request to answer.
 * @template T
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function besideBusyCore(work) {
  const busy = spawn(process.execPath, ["-e", "for (;;);"], { stdio: "ignore" });
  try {
    if (busy.pid !== undefined) os.setPriority(busy.pid, Math.min(19, os.getPriority() + 10));
    await pause(500); // the loop on its core before the reads start, as the storm is
    return await work();
  } finally {
    busy.kill("SIGKILL");
  }
}

/**
 * The storm's rounds against the list `slug` on `base`; `settle()` lets the server work off its
 * backlog between runs. Answers the median round's three runs, each round's ratio (null: no read
 * answered during the storm) and the paced reads.
 * @param {{
 *   base: string,
 *   slug: string,
 *   ownerPassword: string,
 *   seconds: number,
 *   rounds: number,
 *   control: boolean,
 *   pacedRate: number,
 *   settle: () => Promise<unknown>,
 * }} options
 */
export async function stormRounds({ base, slug, ownerPassword, seconds, rounds, control, pacedRate, settle }) {
  const reads = { url: `${base}/api/list_get.php?slug=${slug}`, connections: 10 };
  const logins = ownerLogins(base, { slug, ownerPassword });
  await load("warm-up", { ...reads, duration: 2 });
  // the logins' path warmed as the reads' is: else the first round measures its first run (its
  // code loaded and compiled beside the readers), not a storm (docs/performance.md, fourth pass)
  await load("warm-up, logins", { ...logins, duration: 2 });
  await settle();
  // the reads' latencies to the microsecond (autocannon's own p99 is whole milliseconds)
  const exact = { exact: true };
  const p99Of = (/** @type {Run | undefined} */ run) => run?.result.latencyExact?.p99 ?? NaN;
  /** @type {Run[]} */
  const idle = [];
  /** @type {Run[]} */
  const stormy = [];
  /** @type {Run[]} */
  const storms = [];
  /** @type {number[]} */
  const controls = [];
  /** @type {{ idle: PacedFigures, again: PacedFigures | null, floor: PacedFigures | null, storm: PacedFigures }[]} */
  const paced = [];
  for (let round = 0; round < rounds; round += 1) {
    idle.push(await load("list_get, 10 connections", { ...reads, duration: seconds }, exact));
    await settle();
    if (control) {
      const again = await load("list_get, 10 connections, again", { ...reads, duration: seconds }, exact);
      controls.push(p99Of(again) / p99Of(idle[round]));
      await settle();
    }
    const storm = load("20 clients logging in", { ...logins, duration: seconds + 1 });
    await pause(500); // the storm under way before the reads start
    stormy.push(await load("list_get, 10 connections, 20 logging in", { ...reads, duration: seconds }, exact));
    storms.push(await storm);
    await settle();
    const quiet = await pacedReads(reads.url, pacedRate, seconds);
    await settle();
    const again = control ? await pacedReads(reads.url, pacedRate, seconds) : null;
    if (again) await settle();
    const floor = control ? await besideBusyCore(() => pacedReads(reads.url, pacedRate, seconds)) : null;
    if (floor) await settle();
    const pacedStorm = load("20 clients logging in", { ...logins, duration: seconds + 1 });
    await pause(500);
    paced.push({ idle: quiet, again, floor, storm: await pacedReads(reads.url, pacedRate, seconds) });
    await pacedStorm;
    await settle();
  }
  // a round in which no read was answered during the storm has no p99: it counts as failed (null)
  const ratios = idle.map((one, i) => (stormy[i]?.result.requests.total === 0 ? null : p99Of(stormy[i]) / p99Of(one)));
  const ranked = ratios.map((r) => r ?? Infinity);
  const middle = ranked.indexOf(median(ranked));
  const pacedRatio = (/** @type {PacedFigures} */ top, /** @type {PacedFigures} */ bottom) =>
    Number((top.p99 / bottom.p99).toFixed(2));
  return {
    runs: {
      list_get_idle: /** @type {Run} */ (idle[middle]),
      list_get_storm: /** @type {Run} */ (stormy[middle]),
      logins: /** @type {Run} */ (storms[middle]),
    },
    stormRatios: ratios.map((r) => (r === null ? null : Number(r.toFixed(2)))),
    controlRatios: control ? controls.map((r) => Number(r.toFixed(2))) : undefined,
    paced: {
      rate: pacedRate,
      rounds: paced,
      stormRatios: paced.map(({ idle, storm }) => (storm.answered === 0 ? null : pacedRatio(storm, idle))),
      ...(control && {
        controlRatios: paced.map(({ idle, again }) => pacedRatio(/** @type {PacedFigures} */ (again), idle)),
        floorRatios: paced.map(({ idle, floor }) => pacedRatio(/** @type {PacedFigures} */ (floor), idle)),
      }),
    },
  };
}
