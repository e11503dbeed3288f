// The previous release's code, built, for the tests that run it beside today's (the rolling
// update, tests/api/rolling-update.test.ts): its commit comes from the newest upgrade fixture
// (tests/releases/<version>/release.json), its files from this clone's git history (`git archive`,
// no worktree left behind), then its own `npm ci` and setup (generate, build). Built once per
// machine and commit under the temp dir, like the container base (scripts/container.mjs);
// `npm test` builds it before the PostgreSQL pass, so that no test runs beside the build.
// Node built-ins only.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FIXTURES = path.join(root, "tests", "releases");
const BUILT = ".wunschliste-release-built";
const STALE_LOCK_MS = 30 * 60_000;

/** Every release that left an upgrade fixture, oldest first ("0.1.0", …). */
/**
 * A release that left a fixture (tests/releases/<version>/release.json).
 * @typedef {{ version: string, commit: string, lastMigration: string }} Release
 */

/** @returns {string[]} */
export function releaseFixtures() {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(FIXTURES, entry.name, "release.json")))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/**
 * The newest release that left a fixture: the one an update starts from.
 * @returns {Release}
 */
export function previousRelease() {
  const version = /** @type {string} */ (releaseFixtures().at(-1));
  return JSON.parse(readFileSync(path.join(FIXTURES, version, "release.json"), "utf8"));
}

/**
 * Why `release` cannot be built from this clone (a shallow clone lacks its commit), or null.
 * @param {Release} release
 */
export function releaseProblem(release) {
  const found = spawnSync("git", ["cat-file", "-e", `${release.commit}^{commit}`], { cwd: root });
  if (found.error) return `git is not available (${found.error.message})`;
  return found.status === 0 ? null : `commit ${release.commit} of release ${release.version} is not in this clone`;
}

/** @param {string} command @param {string[]} args @param {string} cwd @param {Record<string, string>} [env] */
function run(command, args, cwd, env = {}) {
  // a test runner's NODE_ENV=test must not reach npm or next build
  const inherited = /** @type {Record<string, string | undefined>} */ ({ ...process.env });
  delete inherited.NODE_ENV;
  const result = spawnSync(command, args, {
    cwd,
    env: /** @type {NodeJS.ProcessEnv} */ ({ ...inherited, ...env }),
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd} (exit ${result.status}):\n${result.stderr}`);
  }
}

/**
 * The checkout of `release`, built; builds it first when this machine has not yet.
 * @param {Release} release
 * @param {(line: string) => void} [log]
 * @returns {Promise<string>}
 */
export async function builtRelease(release, log = console.log) {
  const dir = path.join(os.tmpdir(), "wunschliste-releases", release.commit);
  const lock = `${dir}.lock`;
  mkdirSync(path.dirname(dir), { recursive: true });
  for (;;) {
    if (existsSync(path.join(dir, BUILT))) return dir;
    try {
      mkdirSync(lock); // one builder per machine; the others wait for it
      break;
    } catch {
      if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
  try {
    const started = Date.now();
    log(`building release ${release.version} (${release.commit.slice(0, 7)}) in ${dir}, once per machine`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    const archive = execFileSync("git", ["archive", "--format=tar", release.commit], {
      cwd: root,
      maxBuffer: 512 * 1024 * 1024,
    });
    execFileSync("tar", ["-x", "-C", dir], { input: archive });
    run("npm", ["ci", "--no-audit", "--no-fund", "--prefer-offline"], dir);
    const installed = Date.now();
    // its own setup: generate, the list of languages, build (and migrate a file of its own)
    run(process.execPath, ["scripts/setup.mjs"], dir, {
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: `file:${path.join(dir, "data", "setup.db")}`,
    });
    const seconds = (/** @type {number} */ ms) => Math.round(ms / 1000);
    const timing = `install ${seconds(installed - started)} s, build ${seconds(Date.now() - installed)} s`;
    writeFileSync(path.join(dir, BUILT), `${timing}\n`);
    log(`built release ${release.version}: ${timing}`);
    return dir;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
