#!/usr/bin/env node
// Makes the upgrade fixture of a release: runs that release's own code (its migrations, its
// server, its backup command) on a fresh SQLite file and on a fresh PostgreSQL database, fills
// each through the release's HTTP API (tests/releases/fill.mjs) and keeps
//   tests/releases/<version>/sqlite.db        the SQLite file, as the release's `npm run backup` writes it
//   tests/releases/<version>/postgresql.sql   a plain pg_dump (INSERTs) of the PostgreSQL database
//   tests/releases/<version>/*.json           what the release answered, and the users' secrets
//   tests/releases/<version>/release.json     the release's commit and newest migration
// tests/api/upgrade.test.ts migrates copies of them with today's code and compares.
//
//   node tests/releases/make-fixture.mjs [<checkout of the release, built>]   (default: this one)
//
// Run it on the release's commit, before anything newer is merged (docs/releases.md).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, postgresBinDir, startCluster } from "../../scripts/postgres-cluster.mjs";
import { fill } from "./fill.mjs";
import { startMailCatcher } from "./fill-draws-mail.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const release = path.resolve(process.argv[2] ?? path.join(here, "../.."));
const { version } = JSON.parse(readFileSync(path.join(release, "package.json"), "utf8"));
const out = path.join(here, version);
mkdirSync(out, { recursive: true });

const nodeIn = (/** @type {string} */ script, /** @type {{ args: string[], vars: Record<string, string> }} */ env) =>
  execFileSync(process.execPath, [path.join(release, script), ...env.args], {
    cwd: release,
    env: { ...process.env, ...env.vars },
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });

/**
 * Starts the release's server (server/main.mjs; server.mjs before 0.2.0) on `databaseUrl`; resolves once /api/health answers.
 * @param {string} databaseUrl
 * @param {Record<string, string>} env
 */
async function startRelease(databaseUrl, env) {
  const port = await freePort();
  const entry = existsSync(path.join(release, "server", "main.mjs")) ? "server/main.mjs" : "server.mjs";
  const child = spawn(process.execPath, [path.join(release, entry)], {
    cwd: release,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the release's server exited (${child.exitCode})`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  return { baseUrl, stop };
}

/** @param {string} databaseUrl @param {string} name */
async function fillWith(databaseUrl, name) {
  nodeIn("scripts/migrate.mjs", { args: [], vars: { DATABASE_URL: databaseUrl } });
  const mail = await startMailCatcher();
  const server = await startRelease(databaseUrl, mail.env);
  try {
    const records = await fill(server.baseUrl, mail);
    writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify({ version, ...records }, null, 2)}\n`);
  } finally {
    await server.stop();
    await mail.close();
  }
}

// SQLite: the file the release's own backup command writes (VACUUM INTO: compact, complete).
const temp = mkdtempSync(path.join(os.tmpdir(), "wunschliste-fixture-"));
try {
  const databaseUrl = `file:${path.join(temp, "wunschliste.db")}`;
  await fillWith(databaseUrl, "sqlite");
  rmSync(path.join(out, "sqlite.db"), { force: true });
  nodeIn("scripts/backup.mjs", { args: [path.join(out, "sqlite.db")], vars: { DATABASE_URL: databaseUrl } });
} finally {
  rmSync(temp, { recursive: true, force: true });
}

// PostgreSQL: a plain dump of INSERTs, which any client can replay (no COPY, no owners).
const cluster = await startCluster();
try {
  await cluster.query(`CREATE DATABASE "fixture"`);
  await fillWith(cluster.url("fixture"), "postgresql");
  const dump = execFileSync(
    path.join(/** @type {string} */ (postgresBinDir()), "pg_dump"), // startCluster above found it
    ["--inserts", "--no-owner", "--no-privileges", "--no-comments", cluster.url("fixture")],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  writeFileSync(path.join(out, "postgresql.sql"), dump);
} finally {
  await cluster.remove();
}
// which commit the release is (the rolling-update test builds it) and its newest migration
// (a checkout built by scripts/previous-release.mjs is no git work tree: then the release's tag here)
const commit = (
  existsSync(path.join(release, ".git"))
    ? execFileSync("git", ["rev-parse", "HEAD"], { cwd: release, encoding: "utf8" })
    : execFileSync("git", ["rev-parse", `v${version}^{commit}`], { cwd: here, encoding: "utf8" })
).trim();
const migrations = readdirSync(path.join(release, "prisma/migrations"), { withFileTypes: true }).filter((entry) =>
  entry.isDirectory(),
);
const lastMigration = migrations
  .map((entry) => entry.name)
  .sort()
  .at(-1);
writeFileSync(path.join(out, "release.json"), `${JSON.stringify({ version, commit, lastMigration }, null, 2)}\n`);
console.log(`fixture of release ${version} (${commit}) written to ${path.relative(process.cwd(), out)}`);
