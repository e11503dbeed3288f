#!/usr/bin/env node
// `npm run lint:shell`, and the "shell" check of `npm test`: ShellCheck over every shell script the
// repository holds — files that end in .sh or .bash or start with a sh/bash shebang (.ci/run) — and
// the `/bin/sh -c '…'` command lines of the shipped systemd units (deploy/*.service, `%%` read as
// systemd reads it). Without shellcheck it stops with one line saying how to install it (.ci/run
// installs it when missing).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SHEBANG = /^#!\s*(?:\/usr\/bin\/env\s+)?(?:\/usr)?(?:\/bin\/)?(?:ba)?sh\b/;
const UNIT_SHELL_LINE = /^Exec\w*=\/bin\/sh -c '(.*)'$/gm;

/** The tracked files that are shell scripts. */
export function shellScripts() {
  const listed = spawnSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr.trim()}`);
  return listed.stdout
    .split("\0")
    .filter(Boolean)
    .filter((file) => {
      if (/\.(?:sh|bash)$/.test(file)) return true;
      if (file.startsWith("node_modules/") || /\.\w+$/.test(path.basename(file))) return false;
      try {
        return SHEBANG.test(readFileSync(path.join(root, file), "utf8").slice(0, 100));
      } catch {
        return false;
      }
    });
}

/** The shell command lines of the systemd units, as systemd hands them to /bin/sh. */
export function unitShellLines() {
  const listed = spawnSync("git", ["ls-files", "-z", "deploy/*.service"], { cwd: root, encoding: "utf8" });
  return listed.stdout
    .split("\0")
    .filter(Boolean)
    .flatMap((file) =>
      [...readFileSync(path.join(root, file), "utf8").matchAll(UNIT_SHELL_LINE)].map((match) => ({
        file,
        script: `${(match[1] ?? "").replaceAll("%%", "%")}\n`,
      })),
    );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (spawnSync("shellcheck", ["--version"]).error) {
    console.error("error: shellcheck is not installed (Debian: apt-get install -y shellcheck; .ci/run installs it)");
    process.exit(1);
  }
  let failed = false;
  const scripts = shellScripts();
  const files = spawnSync("shellcheck", ["--", ...scripts], { cwd: root, stdio: "inherit" });
  failed ||= files.status !== 0;
  for (const { file, script } of unitShellLines()) {
    const line = spawnSync("shellcheck", ["--shell=sh", "-"], { cwd: root, input: script, encoding: "utf8" });
    if (line.status !== 0) {
      failed = true;
      process.stdout.write(`In ${file}, its /bin/sh -c line:\n${line.stdout}`);
    }
  }
  console.log(
    `shellcheck: ${scripts.length} script(s) and the units' shell lines ${failed ? "have findings" : "pass"}`,
  );
  process.exit(failed ? 1 : 0);
}
