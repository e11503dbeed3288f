#!/usr/bin/env node
// Reads at a steady pace, as people reading lists arrive (issue 57's storm, decision 186). autocannon keeps its connections busy as fast as the server
// answers: its latency is then the connections over the throughput, and a storm that takes a core
// away shows up as lost throughput, whatever the reads wait for. Here the reads come at `--rate` a
// second over `--connections` kept-alive connections, paced by this process's clock, so a slow
// answer never delays the next read; a read that finds every connection busy waits for one, and
// that wait counts (a read is timed from the moment it is asked for). Runs as its own process,
// apart from the clients of the storm, and prints one JSON line: the latencies' percentiles in ms
// (to the microsecond), the reads answered, those that failed, and how late the pacer itself ran
// (its timer's lag: a busy client, not a slow server).
// Usage: node bench/paced-reads.mjs --url http://127.0.0.1:3590/api/list_get.php?slug=… [--rate 1000]
//                                   [--seconds 5] [--connections 10]
import http from "node:http";
import { arg, option } from "./server.mjs";

const url = new URL(option("url", ""));
const rate = arg("rate", 1000);
const seconds = arg("seconds", 5);
const connections = arg("connections", 10);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

/** @type {number[]} */
const latencies = [];
let failed = 0;
let pacerLag = 0;

/** One read, timed from now; resolves when its answer has been read in full. */
function read() {
  const asked = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.on("data", () => {});
      response.on("end", () => {
        if (response.statusCode === 200) latencies.push(performance.now() - asked);
        else failed += 1;
        resolve(undefined);
      });
    });
    request.on("error", () => {
      failed += 1;
      resolve(undefined);
    });
  });
}

const started = performance.now();
const total = rate * seconds;
/** @type {Promise<unknown>[]} */
const pending = [];
let sent = 0;
await new Promise((resolve) => {
  const tick = () => {
    const now = performance.now();
    // every read due by now is asked for now
    while (sent < total && started + (sent * 1000) / rate <= now) {
      pacerLag = Math.max(pacerLag, now - (started + (sent * 1000) / rate));
      pending.push(read());
      sent += 1;
    }
    if (sent < total) setTimeout(tick, 1);
    else resolve(undefined);
  };
  tick();
});
await Promise.all(pending);
agent.destroy();

latencies.sort((a, b) => a - b);
/** @param {number} q */
const at = (q) =>
  Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN).toFixed(3));
console.log(
  JSON.stringify({
    rate,
    seconds,
    connections,
    answered: latencies.length,
    failed,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: at(1),
    pacerLagMaxMs: Number(pacerLag.toFixed(3)),
  }),
);
