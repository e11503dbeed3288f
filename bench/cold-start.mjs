// Cold starts for bench/serving.mjs (issue 44, issue 57): `node server/main.mjs` and the container's
// `node server/migrate-and-serve.mjs` to a list page, the container's command to the first 200 of
// /web/, and a bare node:http server's start beside them, on a migrated SQLite file holding a list.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "../server/migrations.mjs";
import { seedFillerLists } from "./seed.mjs";
import { benchServerEnv, median } from "./server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns `args` and times how long until `url` answers 200 in full; the process is stopped after.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} url
 * @param {string} [expect] a text the answer must hold
 */
async function timeToFirstAnswer(args, env, url, expect) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    for (;;) {
      try {
        const answer = await fetch(url);
        const text = await answer.text();
        if (answer.ok) {
          if (expect && !text.includes(expect)) throw new Error(`the first answer of ${url} lacks ${expect}`);
          return performance.now() - started;
        }
      } catch (error) {
        if (error instanceof Error && error.message.startsWith("the first answer")) throw error;
      }
      if (performance.now() - started > 60_000) throw new Error(`${args.join(" ")} did not answer ${url}`);
      await pause(5);
    }
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

/** Cold starts: `node server/main.mjs`, `node server/migrate-and-serve.mjs` (migrates first) and a bare node:http server. */
/** @param {{ port: number, starts: number }} options */
export async function coldStarts({ port, starts }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-cold-"));
  const databaseUrl = `file:${path.join(dir, "cold.db")}`;
  try {
    await migrate({ databaseUrl, log: () => {} });
    // one list of 50 wishes, as bench/seed.mjs writes them (slug fill0, title "Filler list 0")
    await seedFillerLists(databaseUrl, { lists: 1 });
    const env = benchServerEnv({ port: port + 5, databaseUrl });
    const page = `http://127.0.0.1:${port + 5}/web/?slug=fill0`;
    // serveWeb: the container's command to the first 200 of /web/, as issue 57 times it
    /** @type {Record<"bare" | "server" | "serve" | "serveWeb", number[]>} */
    const times = { bare: [], server: [], serve: [], serveWeb: [] };
    for (let i = 0; i < starts; i += 1) {
      times.bare.push(
        await timeToFirstAnswer(
          [path.join(root, "bench/bare-server.mjs"), path.join(root, "package.json"), String(port + 5)],
          env,
          page,
        ),
      );
      times.server.push(await timeToFirstAnswer([path.join(root, "server/main.mjs")], env, page, "Filler list 0"));
      times.serve.push(
        await timeToFirstAnswer([path.join(root, "server/migrate-and-serve.mjs")], env, page, "Filler list 0"),
      );
      times.serveWeb.push(
        await timeToFirstAnswer([path.join(root, "server/migrate-and-serve.mjs")], env, page.replace(/\?.*/, "")),
      );
    }
    return Object.fromEntries(
      Object.entries(times).map(([key, all]) => [key, { ms: Math.round(median(all)), runs: all.map(Math.round) }]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
