// docs/deploy.md section 7: `as_wunschliste` runs setup, migrations and backups with the settings of
// /etc/wunschliste.env, which systemd reads for the instances (EnvironmentFile=: no `$` expansion,
// no command substitution, a `#` after a value is part of it). It sourced the file with sh, so a
// password holding `$` reached the setup as another password, and `$(…)` in a value ran as root
// (decision 217). The snippet is run here as the page prints it, with stand-ins for sudo and runuser.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-env-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The fenced block of docs/deploy.md that defines as_wunschliste. */
function snippet() {
  const blocks = [...readFileSync(path.join(root, "docs/deploy.md"), "utf8").matchAll(/```sh\n([\s\S]*?)```/g)];
  const block = blocks.map(([, text]) => text!).find((text) => text.includes("as_wunschliste() {"));
  if (!block) throw new Error("docs/deploy.md defines no as_wunschliste");
  return block;
}

it("as_wunschliste hands every setting to the command exactly as systemd reads the file", () => {
  const marker = path.join(dir, "ran");
  const settings = {
    DATABASE_URL: "postgresql://wunschliste:pa$word$1%23@127.0.0.1:5432/wunschliste",
    OPERATOR_CONTACT: "Anna Beispiel, anna@example.org",
    RETENTION_DAYS: "400   # not a comment",
    MAIL_FROM: `$(touch ${marker})`,
    SMTP_URL: "smtp://user:`id`@127.0.0.1:25",
  };
  const envFile = path.join(dir, "wunschliste.env");
  writeFileSync(
    envFile,
    [
      "# the club's settings",
      "",
      `DATABASE_URL=${settings.DATABASE_URL}`,
      `OPERATOR_CONTACT="${settings.OPERATOR_CONTACT}"`,
      `RETENTION_DAYS=${settings.RETENTION_DAYS}`,
      `MAIL_FROM=${settings.MAIL_FROM}`,
      `SMTP_URL=${settings.SMTP_URL}`,
    ].join("\n"),
  );
  // runuser's stand-in drops `-u wunschliste --`; sudo's runs the command as it is
  const runuser = path.join(dir, "runuser");
  writeFileSync(runuser, '#!/bin/sh\nshift 3\nexec "$@"\n');
  chmodSync(runuser, 0o755);
  const script = [
    'sudo() { "$@"; }',
    snippet().replaceAll("/etc/wunschliste.env", envFile),
    `as_wunschliste "${process.execPath}" -e 'console.log(JSON.stringify(process.env))'`,
  ].join("\n");
  const output = execFileSync("sh", ["-c", script], {
    env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
    encoding: "utf8",
  });
  expect(JSON.parse(output)).toMatchObject(settings);
  expect(existsSync(marker)).toBe(false);
});
