// A stopping server drains for SHUTDOWN_DRAIN_SECONDS, then answers what it could not finish 503
// `shutting_down`, lets a mail being sent finish and checkpoints the database (server/drain.mjs):
// every supervisor the project ships must wait for all of it before it kills the process, or a login
// still queued behind a crowd's password hashes gets a cut connection instead of its answer. Docker's
// and podman's stop wait 10 s by default, the drain's own default
// (docs/decisions/206-what-the-operator-trips-over-once-more.md).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { loadConfig } from "../../lib/config/env.mjs";
import { AFTER_DRAIN_SECONDS } from "../../server/drain.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
/** What a stop at the default settings may take, from the signal to the exit. */
const needed = loadConfig({}, root).shutdownDrainSeconds + AFTER_DRAIN_SECONDS;

it("gives the systemd units' stop the drain and what follows it", () => {
  for (const unit of ["deploy/wunschliste.service", "deploy/wunschliste@.service"]) {
    const seconds = Number(/^TimeoutStopSec=(\d+)$/m.exec(read(unit))?.[1]);
    expect(seconds, unit).toBeGreaterThanOrEqual(needed);
  }
});

it("gives every compose service running the image a stop grace period as long", () => {
  for (const file of ["compose.yaml", "compose.postgresql.yaml"]) {
    const text = read(file);
    // the instances of compose.postgresql.yaml share one block (x-instance), as they share the image line
    const images = text.match(/^\s+image: wunschliste$/gm) ?? [];
    const periods = [...text.matchAll(/^\s+stop_grace_period: (\d+)s$/gm)].map(([, seconds]) => Number(seconds));
    expect(periods, file).toHaveLength(images.length);
    for (const seconds of periods) expect(seconds, file).toBeGreaterThanOrEqual(needed);
  }
});

it("runs the container in docs/container.md with a stop timeout as long", () => {
  const runs = read("docs/container.md").match(/^(?:podman|docker) run -d .*$/gm) ?? [];
  expect(runs.length).toBeGreaterThan(0);
  for (const run of runs) expect(Number(/--stop-timeout (\d+)/.exec(run)?.[1]), run).toBeGreaterThanOrEqual(needed);
});
