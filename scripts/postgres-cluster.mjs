// A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temp dir, a free port,
// TCP on 127.0.0.1 only, trust authentication, stopped and removed afterwards. When started as root
// the cluster runs as the `postgres` user (PostgreSQL refuses to run as root), which then owns the
// temp dir. No running service is assumed (docs/decisions/027-postgresql.md). Node built-ins only
// at import, so scripts/test.mjs can load it before dependencies are installed.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A running throwaway cluster (startCluster below).
 * @typedef {object} Cluster
 * @property {string} dir
 * @property {number} port
 * @property {(name?: string) => string} url
 * @property {() => Promise<void>} start
 * @property {() => Promise<void>} stop
 * @property {() => Promise<void>} remove
 * @property {<T = Record<string, unknown>>(sql: string, params?: unknown[], name?: string) => Promise<T[]>} query
 */

/** The newest Debian postgresql-NN bin folder, or POSTGRES_BIN. */
export function postgresBinDir() {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(path.join(base, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length > 0 ? path.join(base, /** @type {string} */ (versions[0]), "bin") : null;
}

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** @param {string} name */
function userIds(name) {
  return {
    uid: Number(execFileSync("id", ["-u", name], { encoding: "utf8" })),
    gid: Number(execFileSync("id", ["-g", name], { encoding: "utf8" })),
  };
}

/**
 * Runs a PostgreSQL program, as the postgres user when we are root; throws with its output.
 * @param {string} bin
 * @param {string} program
 * @param {string[]} args
 * @param {string} cwd
 */
function runProgram(bin, program, args, cwd) {
  const command = asRoot ? "runuser" : path.join(bin, program);
  const fullArgs = asRoot ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args;
  const result = spawnSync(command, fullArgs, { cwd, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${program} ${args.join(" ")} failed (exit ${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/**
 * Creates and starts a cluster. `settings` are extra `-c name=value` server settings.
 * @param {{ port?: number, settings?: Record<string, string> }} [options]
 * @returns {Promise<Cluster>}
 */
export async function startCluster({ port, settings = {} } = {}) {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed (Debian: apt-get install -y postgresql-15)");
  const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-pg-"));
  if (asRoot) {
    const { uid, gid } = userIds("postgres");
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  runProgram(
    bin,
    "initdb",
    ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"],
    dir,
  );
  const chosenPort = port ?? (await freePort());
  const options = {
    listen_addresses: "127.0.0.1",
    unix_socket_directories: dir,
    // a throwaway cluster: durability buys nothing, speed does
    fsync: "off",
    synchronous_commit: "off",
    full_page_writes: "off",
    max_connections: "300",
    TimeZone: "UTC",
    ...settings,
  };
  const serverOptions = [`-p ${chosenPort}`, ...Object.entries(options).map(([k, v]) => `-c ${k}=${v}`)].join(" ");
  const adminUrl = `postgresql://postgres@127.0.0.1:${chosenPort}`;
  let running = false;

  const cluster = {
    dir,
    port: chosenPort,
    /** URL of database `name` (default: the `postgres` database). */
    url: (name = "postgres") => `${adminUrl}/${name}`,
    async start() {
      runProgram(
        bin,
        "pg_ctl",
        ["start", "-D", data, "-w", "-t", "60", "-l", path.join(dir, "server.log"), "-o", serverOptions],
        dir,
      );
      running = true;
    },
    /** Fast shutdown: open connections are closed, as when a database server restarts. */
    async stop() {
      if (!running) return;
      runProgram(bin, "pg_ctl", ["stop", "-D", data, "-m", "fast", "-w"], dir);
      running = false;
    },
    /** Stops the cluster and removes its folder. */
    async remove() {
      process.off("exit", onExit);
      try {
        await cluster.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    /**
     * Runs one statement in database `name` (default `postgres`) and returns its rows.
     * @param {string} sql
     * @param {unknown[]} [params]
     */
    async query(sql, params = [], name = "postgres") {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: cluster.url(name) });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
  };
  // A test run that ends abruptly still leaves no server behind.
  const onExit = () => {
    if (running)
      spawnSync(
        asRoot ? "runuser" : path.join(bin, "pg_ctl"),
        [...(asRoot ? ["-u", "postgres", "--", path.join(bin, "pg_ctl")] : []), "stop", "-D", data, "-m", "immediate"],
        { cwd: dir },
      );
    rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", onExit);
  await cluster.start();
  return cluster;
}
