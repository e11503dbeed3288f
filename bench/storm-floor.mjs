#!/usr/bin/env node
// Issue 57, the login storm's goal (p99 during a storm ÷ idle ≤ 1.5 in every round): what the
// machine itself gives that ratio with no server work at all. A bare node:http server
// (./bare-server.mjs, a small JSON body) is read at the storm rounds' steady pace
// (./paced-reads.mjs), in turn with nothing else running ("idle", twice: the instrument's own
// spread) and beside one busy thread at niceness 10 (as the login process's threads are), 19, and
// the idle scheduling policy (`chrt --idle`, the most a thread can yield; needs util-linux). Each
// round prints every variant's p99 in ms and its ratio to that round's first idle run.
// Usage: node bench/storm-floor.mjs [--rounds 5] [--seconds 4] [--port 3990]
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { arg } from "./server.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const rounds = arg("rounds", 5);
const seconds = arg("seconds", 4);
const port = arg("port", 3990);
const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @type {Record<string, ((pid: number) => void) | null>} how each variant's busy thread is set */
const VARIANTS = {
  idle: null,
  "niceness 10": (pid) => os.setPriority(pid, 10),
  "niceness 19": (pid) => os.setPriority(pid, 19),
  "idle policy": (pid) => execFileSync("chrt", ["--idle", "-p", "0", String(pid)]),
  "idle again": null,
};

const folder = mkdtempSync(path.join(os.tmpdir(), "storm-floor-"));
const body = path.join(folder, "list.json");
const items = Array.from({ length: 20 }, (_, id) => ({ id, title: `Wish ${id}`, reserved: false }));
writeFileSync(body, JSON.stringify({ items }));
const bare = spawn(
  process.execPath,
  [path.join(here, "bare-server.mjs"), body, String(port), '{"content-type":"application/json"}'],
  {
    stdio: ["ignore", "pipe", "inherit"],
  },
);
await new Promise((resolve) => bare.stdout?.once("data", resolve));

/** One paced run's p99 in ms. */
function pacedP99() {
  const out = execFileSync(
    process.execPath,
    [path.join(here, "paced-reads.mjs"), "--url", `http://127.0.0.1:${port}/`, "--seconds", String(seconds)],
    { encoding: "utf8" },
  );
  return Number(JSON.parse(out.trim().split("\n").at(-1) ?? "{}").p99);
}

try {
  for (let round = 1; round <= rounds; round += 1) {
    /** @type {string[]} */
    const figures = [];
    let idleP99 = NaN;
    for (const [name, set] of Object.entries(VARIANTS)) {
      const busy = set ? spawn(process.execPath, ["-e", "for (;;);"], { stdio: "ignore" }) : null;
      if (busy?.pid !== undefined && set) set(busy.pid);
      if (busy) await pause(500); // the loop on its core before the reads start, as a storm is
      const p99 = pacedP99();
      busy?.kill("SIGKILL");
      if (name === "idle") idleP99 = p99;
      figures.push(`${name} ${p99.toFixed(2)} (÷ idle ${(p99 / idleP99).toFixed(2)})`);
      await pause(300);
    }
    console.log(`round ${round}: ${figures.join(", ")}; load ${os.loadavg()[0]?.toFixed(1)}`);
  }
} finally {
  bare.kill();
  rmSync(folder, { recursive: true, force: true });
}
