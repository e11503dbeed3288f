// docs/deploy.md says the shipped dashboard (deploy/grafana-dashboard.json) "shows every series
// above per instance": every wunschliste_* metric the server can report is on one of its panels,
// and every one a panel asks for exists. It lacked the mails, the outbox, the pictures' bytes,
// quota and queue, the retention sweeps and the list answers' cache (decision 212), so an operator
// who imported it saw no failed mail, which section 9 says to alert on.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Every source file under `dir` but tests. */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|mjs)$/.test(file) && !file.includes(".test.") && !file.includes("generated"))
    .map((file) => path.join(root, dir, file));
}

/** The metrics the server registers: each `name: "wunschliste_…"` of server/, lib/ and features/. */
const registered = new Set(
  ["server", "lib", "features"]
    .flatMap(sources)
    .flatMap((file) => [...readFileSync(file, "utf8").matchAll(/name: "(wunschliste_[a-z_]+)"/g)].map((m) => m[1]!)),
);

type Panel = { title: string; targets?: { expr: string }[] };
const dashboard = JSON.parse(readFileSync(path.join(root, "deploy/grafana-dashboard.json"), "utf8")) as {
  panels: Panel[];
};
const expressions = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
/** A histogram's series carry suffixes; the metric is its registered name. */
const asked = new Set(
  expressions.flatMap((expr) =>
    [...expr.matchAll(/\b(wunschliste_[a-z_]+?)(?:_bucket|_sum|_count)?\b/g)].map((m) => m[1]!),
  ),
);

it("finds the server's metrics where they are registered", () => {
  expect(registered.size).toBeGreaterThan(15);
});

it("shows every wunschliste_* metric the server can report", () => {
  expect([...registered].filter((name) => !asked.has(name)).sort()).toEqual([]);
});

it("asks for no metric the server does not report", () => {
  expect([...asked].filter((name) => !registered.has(name)).sort()).toEqual([]);
});
