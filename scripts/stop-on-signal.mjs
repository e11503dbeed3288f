// What a command that runs children does when it is stopped (decision 239): systemd's stop, a
// deploy script's `timeout`, Ctrl-C, a closed terminal. npm passes SIGTERM and SIGINT on to the
// script it runs (package.json `exec`s node for that, as `npm run migrate` since decision 235), but
// a child run with `spawnSync` outlived it — node cannot run a handler while it waits in
// spawnSync, and dies of the signal's default without ending the child. Children run here
// asynchronously instead: a signal ends them with the same signal, waits for them, runs the
// command's clean-up (a half-written file removed), says so in one line and exits with 128+n.
import { spawn } from "node:child_process";
import { constants } from "node:os";

const SIGNALS = /** @type {const} */ (["SIGTERM", "SIGINT", "SIGHUP"]);

/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();
/** Set once a signal came: the children's ends are then the handler's, not the command's to go on from. */
let stopping = false;
/** The handler of the `stopOnSignal` running now, if any. @type {((signal: NodeJS.Signals) => void) | null} */
let stopHandler = null;

/**
 * Runs `work` with SIGTERM, SIGINT and SIGHUP ending it: every child `runChild` started is sent
 * the signal and waited for, `cleanUp` runs, `stopped(signal)` is written to stderr and the
 * process exits with 128 + the signal's number. The handlers go when `work` ends.
 * @template T
 * @param {{ cleanUp: () => void, stopped: (signal: string) => string }} how
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function stopOnSignal({ cleanUp, stopped }, work) {
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) return; // a second Ctrl-C while the children end: they are ending already
    stopping = true;
    const exits = [...running].map((child) => new Promise((resolve) => child.once("close", resolve)));
    for (const child of running) child.kill(signal);
    void Promise.all(exits).then(() => {
      cleanUp();
      console.error(stopped(signal));
      process.exit(128 + constants.signals[signal]);
    });
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  stopHandler = onSignal;
  try {
    return await work();
  } finally {
    // while stopping, the handlers stay: a signal without one now would end node before clean-up
    if (!stopping) {
      for (const signal of SIGNALS) process.off(signal, onSignal);
      stopHandler = null;
    }
  }
}

/**
 * `command` run to its end, as spawnSync would, but leaving the event loop free for the signal
 * handlers of `stopOnSignal`, which end it. Never rejects: `error` says why it did not start.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, stdio?: "inherit" | "pipe" }} [options]
 * @returns {Promise<{ status: number | null, signal: NodeJS.Signals | null, stdout: string, stderr: string, error?: Error }>}
 */
export function runChild(command, args, { cwd, env, stdio = "pipe" } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: stdio === "inherit" ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    let stdout = "";
    let stderr = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk) => (stdout += chunk));
    child.stderr?.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    child.once("error", (error) => {
      running.delete(child);
      resolve({ status: null, signal: null, stdout, stderr, error });
    });
    child.once("close", (status, signal) => {
      running.delete(child);
      // stopped: the command does not go on (and fail, and exit 1) while the handler cleans up
      if (stopping) return;
      // a child ended by one of these was stopped with this process: systemd signals the whole
      // unit, a terminal's Ctrl-C its whole foreground group, and the child's end may be seen
      // before the signal to this process is
      if (signal && stopHandler && /** @type {readonly string[]} */ (SIGNALS).includes(signal)) {
        stopHandler(signal);
        return;
      }
      resolve({ status, signal, stdout, stderr });
    });
  });
}
