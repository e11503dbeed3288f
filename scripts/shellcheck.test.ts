// What the checks' "shell" step hands ShellCheck (scripts/shellcheck.mjs): every shell script the
// repository tracks, found by its shebang too, and the systemd units' `/bin/sh -c` lines as systemd
// passes them (`%%` is one `%`).
import { expect, it } from "vitest";
import { shellScripts, unitShellLines } from "./shellcheck.mjs";

it("finds .ci/run by its shebang, and the backup unit's shell line with systemd's % read", () => {
  expect(shellScripts()).toContain(".ci/run");
  expect(shellScripts()).not.toContain("scripts/shellcheck.mjs");
  const backup = unitShellLines().find(({ file }) => file === "deploy/wunschliste-backup.service");
  expect(backup?.script).toContain('"backups/wunschliste-$(date +%Y-%m-%d-%H%M).db"');
});
