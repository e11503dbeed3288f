// The nightly backup copies the database the server runs on: its unit reads the environment file
// the server's unit reads, where docs/deploy.md puts an operator's own settings. Without it, a
// DATABASE_URL set there reached the server only, and the timer copied the default
// data/wunschliste.db — a file left from the first start, copied night after night with
// "integrity ok" (docs/decisions/206-what-the-operator-trips-over-once-more.md).
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
