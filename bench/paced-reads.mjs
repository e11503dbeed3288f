#!/usr/bin/env node
// Reads at a steady pace, as people reading lists arrive (issue 57's storm, decision 186). autocannon keeps its connections busy as fast as the server
// answers: its latency is then the connections over the throughput, and a storm that takes a core
// away shows up as lost throughput, whatever the reads wait for. Here the reads come at `--rate` a
// second over `--connections` kept-alive connections, paced by this process's clock, so a slow
// answer never delays the next read; a read that finds every connection busy waits for one, and
// that wait counts (a read is timed from the moment it is asked for). Runs as its own process,
// apart from the clients of the storm, and prints one JSON line: the latencies' percentiles in ms
// (to the microsecond), the reads answered, those that failed, and how late the pacer itself ran
// (its timer's lag: a busy client, not a slow server). The first `--warm-up` seconds read at the
// same pace uncounted: a fresh process's first reads open their connections and run its code cold,
// and those 20–50 reads of ~10–40 ms in a round's first 40 ms set an idle round's p99 by themselves
// (docs/performance.md, issue 57's thirteenth pass).
// Usage: node bench/paced-reads.mjs --url http://127.0.0.1:3590/api/list_get.php?slug=… [--rate 1000]
//                                   [--seconds 5] [--connections 10] [--warm-up 1]
import http from "node:http";
import { arg, option, percentiles } from "./server.mjs";

const url = new URL(option("url", ""));
const rate = arg("rate", 1000);
const seconds = arg("seconds", 5);
const connections = arg("connections", 10);
const warmUp = arg("warm-up", 1);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

/** @type {number[]} */
const latencies = [];
let failed = 0;
let pacerLag = 0;
let counting = false;

/** One read, timed from now; resolves when its answer has been read in full. */
function read() {
  const asked = performance.now();
  const counted = counting;
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.on("data", () => {});
      response.on("end", () => {
        if (counted && response.statusCode === 200) latencies.push(performance.now() - asked);
        else if (counted) failed += 1;
        resolve(undefined);
      });
    });
    request.on("error", () => {
      if (counted) failed += 1;
      resolve(undefined);
    });
  });
}

/** Asks for `rate` reads a second for `duration` seconds; resolves when every one is answered. @param {number} duration */
async function pace(duration) {
  const started = performance.now();
  const total = rate * duration;
  /** @type {Promise<unknown>[]} */
  const pending = [];
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      // every read due by now is asked for now
      while (sent < total && started + (sent * 1000) / rate <= now) {
        if (counting) pacerLag = Math.max(pacerLag, now - (started + (sent * 1000) / rate));
        pending.push(read());
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve(undefined);
    };
    tick();
  });
  await Promise.all(pending);
}

if (warmUp > 0) await pace(warmUp);
counting = true;
await pace(seconds);
agent.destroy();

const { p50, p90, p99, max } = percentiles(latencies);
console.log(
  JSON.stringify({
    rate,
    seconds,
    connections,
    answered: latencies.length,
    failed,
    p50,
    p90,
    p99,
    max,
    pacerLagMaxMs: Number(pacerLag.toFixed(3)),
  }),
);
