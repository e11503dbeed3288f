#!/usr/bin/env node
// `npm test`: set up (install, generate, build), then the checks (types, lint, format: every line
// of the tree, `.mjs` included) beside the unit + API tests (Vitest) on SQLite, the API
// tests once more on PostgreSQL (a throwaway cluster the API project starts itself, see
// tests/support/postgres-global.ts) beside the browser tests (Playwright, Debian Chromium); the
// container image once the checks end. The checks run side by side, the PostgreSQL and browser
// passes too (docs/decisions/153-ci-time.md, 154-passes-side-by-side.md, 162, 184). Ends with one
// line "N passed, N failed" and a non-zero exit on any failure. `npm test -- --no-e2e` skips the
// browser tests, `--no-postgresql` the PostgreSQL pass, `--no-container` the container image pass
// (tests/container/, with podman; skipped with a line saying why where podman cannot run, except
// under CI=true, where that is a failure). `--checks-only` runs the setup without the build, then
// the checks alone.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_PATH } from "./chromium.mjs";
import { containerProblem } from "./container.mjs";
import { postgresBinDir } from "./postgres-cluster.mjs";
import { builtRelease, previousRelease, releaseProblem } from "./previous-release.mjs";
import { setup } from "./setup.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "test-results");
const checksOnly = process.argv.includes("--checks-only");
const withTests = !checksOnly;
const withE2e = withTests && !process.argv.includes("--no-e2e");
const withPostgresql = withTests && !process.argv.includes("--no-postgresql");
const withContainer = withTests && !process.argv.includes("--no-container");

process.env.NEXT_TELEMETRY_DISABLED = "1";
// The types check below covers what `next build` would check again: its build skips that (next.config.ts)
if (withTests) process.env.TYPES_CHECKED_APART = "1";
// Setup migrates the default database file; tests never touch it (each run uses temp files).
await setup({ build: withTests });
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const readJson = (/** @type {string} */ file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const problems = [];
/** @type {string[]} Names of the failed tests, printed again just above the last line: CI shows only the tail. */
const failures = [];

/**
 * The previous release, built once per machine for the rolling-update test of the PostgreSQL pass
 * (scripts/previous-release.mjs): built here, before the pass, so that no test runs beside the
 * build. Where it cannot be built the test says why (and fails under CI=true).
 */
async function buildPreviousRelease() {
  const release = previousRelease();
  if (releaseProblem(release)) return;
  const started = Date.now();
  try {
    await builtRelease(release, (line) => console.log(`[test] ${line}`));
  } catch (error) {
    problems.push(`release ${release.version} could not be built: ${error instanceof Error ? error.message : error}`);
  }
  console.log(`[test] previous release ${release.version}: ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * @typedef {{ status: string }} PlaywrightTest
 * @typedef {{ file: string, line: number, title: string, tests: PlaywrightTest[] }} PlaywrightSpec
 * @typedef {{ specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

/**
 * The browser tests that did not pass at once (failed, or passed only on a retry).
 * @param {PlaywrightSuite[]} suites
 * @returns {string[]}
 */
function failedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === "unexpected" || test.status === "flaky"))
      .map((spec) => `browser: ${spec.file}:${spec.line} › ${spec.title}`),
    ...failedSpecs(suite.suites ?? []),
  ]);
}

/**
 * A command run without blocking this process, so that passes can run side by side. With `quiet`,
 * its output is kept and printed in one piece when it ends: passes side by side do not interleave.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, quiet?: boolean }} [options]
 * @returns {Promise<number>} the exit code
 */
function runBeside(command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${command}: ${error.message}\n`)));
    child.on("close", (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/**
 * The checks, each one passed or failed check in the totals: types (`tsc`, with `checkJs` for the
 * `.mjs` and `.cjs` files), lint (ESLint on the whole tree, type-aware rules included), format
 * (Prettier), the service worker's types (`tsc -p tsconfig.sw.json`: a worker's, not a page's) and
 * ShellCheck over the shell scripts (scripts/shellcheck.mjs).
 * Each is one single-threaded process: they run side by side, two cores' worth, the longest (lint)
 * first (docs/decisions/153-ci-time.md). A failure is named among the failures at the end; its
 * details are in the output above.
 */
async function checks() {
  /** @type {[name: string, command: string, args: string[]][]} */
  const commands = [
    ["lint", "npx", ["eslint", "."]],
    ["types", "npx", ["tsc", "--noEmit"]],
    ["format", "npx", ["prettier", "--check", "."]],
    // the service worker (public/sw.js) with the worker's types: seconds
    ["service worker types", "npx", ["tsc", "-p", "tsconfig.sw.json"]],
    // .ci/run and the units' shell lines (scripts/shellcheck.mjs): a second
    ["shell", process.execPath, ["scripts/shellcheck.mjs"]],
  ];
  const started = Date.now();
  await Promise.all(
    commands.map(async ([name, command, args]) => {
      const exit = await runBeside(command, args, { quiet: true });
      console.log(`[test] ${name}: ${Math.round((Date.now() - started) / 1000)} s`);
      if (exit === 0) totals.passed += 1;
      else {
        totals.failed += 1;
        failures.push(`checks: ${name} (${path.basename(command)} ${args.join(" ")} exited ${exit})`);
      }
    }),
  );
}

/**
 * One Vitest run; its counts go into the totals under `label`. `quiet`: its output comes in one
 * piece at its end (for a pass that runs beside another).
 * @param {string} label
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, quiet?: boolean }} [options]
 */
async function vitestPass(label, args, options = {}) {
  const report = path.join(reports, `vitest-${label}.json`);
  const started = Date.now();
  const exit = await runBeside(
    "npx",
    ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    options,
  );
  console.log(`[test] ${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  const vitest = readJson(report);
  if (vitest) {
    totals.passed += vitest.numPassedTests;
    totals.failed += vitest.numFailedTests;
    totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
    for (const file of vitest.testResults ?? []) {
      const where = path.relative(root, file.name);
      const failedTests = (file.assertionResults ?? []).filter(
        (/** @type {{ status: string }} */ test) => test.status === "failed",
      );
      for (const test of failedTests) failures.push(`${label}: ${where} › ${test.fullName}`);
      if (file.status === "failed" && failedTests.length === 0)
        failures.push(`${label}: ${where}: ${String(file.message ?? "").split("\n")[0]}`);
    }
    if (exit !== 0 && vitest.numFailedTests === 0) problems.push(`vitest (${label}) exited ${exit}`);
  } else problems.push(`vitest (${label}) wrote no report (exit ${exit})`);
}

/**
 * The API files once more on PostgreSQL. It runs beside the browser pass: both wait on servers,
 * databases and the browser more than they compute, so together they take little longer than the
 * browser pass alone (docs/decisions/154-passes-side-by-side.md). Its output comes when it ends.
 */
async function postgresqlPass() {
  if (!postgresBinDir()) {
    problems.push("the PostgreSQL pass needs PostgreSQL 15 (Debian: apt-get install -y postgresql-15)");
    return;
  }
  await vitestPass("postgresql", ["--project", "api"], { env: { TEST_DATABASE: "postgresql" }, quiet: true });
}

async function browserPass() {
  if (!existsSync(CHROMIUM_PATH)) {
    problems.push(`browser tests need Chromium at ${CHROMIUM_PATH} (Debian: apt-get install -y chromium)`);
    return;
  }
  const playwrightReport = path.join(reports, "playwright.json");
  const started = Date.now();
  const playwrightExit = await runBeside("npx", ["playwright", "test"], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
  console.log(`[test] browser: ${Math.round((Date.now() - started) / 1000)} s`);
  const playwright = readJson(playwrightReport);
  if (playwright?.stats) {
    totals.passed += playwright.stats.expected;
    totals.failed += playwright.stats.unexpected + playwright.stats.flaky;
    totals.skipped += playwright.stats.skipped;
    if (playwrightExit !== 0 && playwright.stats.unexpected === 0) problems.push(`playwright exited ${playwrightExit}`);
    for (const error of playwright.errors ?? []) problems.push(`playwright: ${error.message?.split("\n")[0]}`);
    failures.push(...failedSpecs(playwright.suites ?? []));
  } else problems.push(`playwright wrote no report (exit ${playwrightExit})`);
}

/**
 * The container image built and run with podman (tests/container/). It starts once the checks
 * end, beside the rest of the SQLite pass, whose tests mostly wait on servers: its build (`npm ci`
 * and `next build` in the image whenever the sources changed) computes for minutes, and beside the
 * PostgreSQL and browser passes it took their cores (docs/decisions/184-container-pass-after-the-checks.md,
 * which follows 160). Its output comes when it ends; the PostgreSQL and browser passes do not wait
 * for it, the run's end does.
 */
async function containerPass() {
  const problem = containerProblem();
  if (!problem) await vitestPass("container", ["--project", "container"], { quiet: true });
  else if (process.env.CI === "true") problems.push(`the container test cannot run: ${problem}`);
  else console.log(`[test] skipped: the container test (${problem})`);
}

// The checks run beside the SQLite pass: they compute, its tests mostly wait on servers and
// files (docs/decisions/162-checks-beside-the-sqlite-pass.md); the checks always run. The
// container pass follows the checks (184).
/** @type {Promise<void> | null} */
let containerRun = null;
await Promise.all([
  checks().then(() => {
    if (withContainer) containerRun = containerPass();
  }),
  withTests ? vitestPass("sqlite", ["--project", "unit", "--project", "domain", "--project", "api"]) : null,
]);
// the previous release is built before the passes, so that no test runs beside that build
if (withPostgresql && postgresBinDir()) await buildPreviousRelease();
const started = Date.now();
await Promise.all([withPostgresql ? postgresqlPass() : null, withE2e ? browserPass() : null]);
if (withPostgresql && withE2e)
  console.log(`[test] postgresql and browser: ${Math.round((Date.now() - started) / 1000)} s`);
await containerRun;

// on standard output, beside the last line: a CI log that keeps only the tail shows them too
for (const failure of failures) console.log(`failed: ${failure}`);
for (const problem of problems) console.log(`test run problem: ${problem}`);
const failed = totals.failed + problems.length;
console.log(`\n${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(failed > 0 || totals.passed === 0 ? 1 : 0);
