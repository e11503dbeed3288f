// The nightly backup copies the database the server runs on: its unit reads the environment file
// the server's unit reads, where docs/deploy.md puts an operator's own settings. Without it, a
// DATABASE_URL set there reached the server only, and the timer copied the default
// data/wunschliste.db — a file left from the first start, copied night after night with
// "integrity ok" (docs/decisions/206-what-the-operator-trips-over-once-more.md).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const environmentFiles = (unit: string) =>
  [...readFileSync(path.join(root, unit), "utf8").matchAll(/^EnvironmentFile=-?(.+)$/gm)].map(([, file]) => file);

it("reads every environment file the server's unit reads", () => {
  const server = environmentFiles("deploy/wunschliste.service");
  expect(server).toEqual(["/etc/wunschliste.env"]);
  expect(environmentFiles("deploy/wunschliste-backup.service")).toEqual(server);
});

// README and docs/deploy.md (sections 4 and 5, the backup before an update among them) write the
// first manual backup into the checkout's backups/, which nothing made before the timer's first
// night: "error: the folder …/backups does not exist" (decision 212). A checkout brings it.
it("brings the backups/ folder that the documented backup commands write into", () => {
  const docs = ["README.md", "docs/deploy.md"].map((file) => readFileSync(path.join(root, file), "utf8")).join("\n");
  const targets = [...docs.matchAll(/npm run backup -- (\S+)/g)].map(([, target]) => target!);
  expect(targets.filter((target) => target.startsWith("backups/")).length).toBeGreaterThan(1);
  const tracked = execFileSync("git", ["ls-files", "backups"], { cwd: root, encoding: "utf8" });
  expect(tracked.split("\n")).toContain("backups/.gitkeep");
});

// The database, its backups and the build are written by the units' processes: under systemd's
// default umask (022) the SQLite file and every backup, with password hashes, names and mail
// addresses, were readable by every user of the host (decision 224).
it("has every unit that writes data make its files readable by the wunschliste user only", () => {
  for (const unit of ["deploy/wunschliste.service", "deploy/wunschliste@.service", "deploy/wunschliste-backup.service"])
    expect(readFileSync(path.join(root, unit), "utf8"), unit).toMatch(/^UMask=0077$/m);
});
