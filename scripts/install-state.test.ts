// The setup's reinstall check (scripts/install-state.mjs) reads what is installed, not file dates:
// a node_modules linked or hard-linked from another checkout (`cp -al`) carries its own dates, so
// dates alone wiped a current one and kept a stale one.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { clientIsCurrent, installOutOfDate, markClientCurrent } from "./install-state.mjs";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Entry = { version: string; integrity?: string; optional?: boolean; dev?: boolean };
const BUILD = ["next", "typescript", "prisma", "@types/react"];
const wanted = (versions: Record<string, string>): Record<string, Entry> =>
  Object.fromEntries(
    Object.entries(versions).map(([name, version]) => [
      `node_modules/${name}`,
      { version, integrity: `sha512-${name}@${version}` },
    ]),
  );
const lockOf = (packages: Record<string, Entry>) =>
  JSON.stringify({ name: "wunschliste", lockfileVersion: 3, packages: { "": { name: "wunschliste" }, ...packages } });

/** A checkout whose lock file asks for `lock` and whose node_modules holds `installed`, with the given dates. */
function checkout(
  lock: Record<string, Entry>,
  installed: Record<string, Entry>,
  dates: { lock: number; installed: number },
) {
  const root = mkdtempSync(path.join(os.tmpdir(), "wunschliste-install-state-"));
  dirs.push(root);
  writeFileSync(path.join(root, "package-lock.json"), lockOf(lock));
  for (const [where, entry] of Object.entries(installed)) {
    mkdirSync(path.join(root, where), { recursive: true });
    writeFileSync(path.join(root, where, "package.json"), JSON.stringify({ version: entry.version }));
  }
  const hidden = path.join(root, "node_modules", ".package-lock.json");
  const { "": _root, ...hiddenPackages } = JSON.parse(lockOf(installed)).packages;
  writeFileSync(hidden, JSON.stringify({ name: "wunschliste", lockfileVersion: 3, packages: hiddenPackages }));
  utimesSync(path.join(root, "package-lock.json"), dates.lock, dates.lock);
  utimesSync(hidden, dates.installed, dates.installed);
  return root;
}

const base = wanted(Object.fromEntries(BUILD.map((name) => [name, "1.0.0"])));
const HOUR = 3600;
const now = Math.floor(Date.now() / 1000);

it("keeps a node_modules that holds what the lock file asks for, although it is older (a cp -al copy)", () => {
  const root = checkout(
    { ...base, ...wanted({ zod: "4.1.0" }) },
    { ...base, ...wanted({ zod: "4.1.0" }) },
    { lock: now, installed: now - HOUR },
  );
  expect(installOutOfDate(root)).toBeNull();
});

it("keeps one without an optional package of another platform", () => {
  const lock = { ...base, "node_modules/@img/sharp-darwin-arm64": { version: "0.34.0", optional: true } };
  expect(installOutOfDate(checkout(lock, base, { lock: now, installed: now - HOUR }))).toBeNull();
});

it("reinstalls one whose packages differ from the lock file's, although it is newer", () => {
  const root = checkout(
    { ...base, ...wanted({ zod: "4.1.0" }) },
    { ...base, ...wanted({ zod: "3.25.0" }) },
    { lock: now - HOUR, installed: now },
  );
  expect(installOutOfDate(root)).toMatch(/zod/);
});

it("reinstalls one missing a package the lock file asks for, or holding one it no longer does", () => {
  const lock = { ...base, ...wanted({ zod: "4.1.0" }) };
  expect(installOutOfDate(checkout(lock, base, { lock: now - HOUR, installed: now }))).toMatch(/zod/);
  expect(
    installOutOfDate(
      checkout(base, { ...base, ...wanted({ leftpad: "1.0.0" }) }, { lock: now - HOUR, installed: now }),
    ),
  ).toMatch(/leftpad/);
});

it("reinstalls one without the build's packages (NODE_ENV=production npm ci) or without npm's record", () => {
  const { "node_modules/typescript": _typescript, ...withoutTypescript } = base;
  expect(
    installOutOfDate(checkout(withoutTypescript, withoutTypescript, { lock: now - HOUR, installed: now })),
  ).toMatch(/typescript/);
  const root = checkout(base, base, { lock: now - HOUR, installed: now });
  rmSync(path.join(root, "node_modules", ".package-lock.json"));
  expect(installOutOfDate(root)).not.toBeNull();
});

it("regenerates a Prisma client by its schema and the installed Prisma, not by dates; the stamp is never another checkout's", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "wunschliste-client-state-"));
  dirs.push(root);
  const folder = "lib/server/db/generated";
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write("prisma/schema.prisma", "model List { id String @id }");
  write("node_modules/prisma/package.json", JSON.stringify({ version: "7.0.0" }));
  write(`${folder}/client.ts`, "export {};");
  expect(clientIsCurrent(root, folder)).toBe(false);
  markClientCurrent(root, folder);
  // a schema touched later but unchanged (a fresh checkout beside a copied client) needs nothing
  utimesSync(path.join(root, "prisma/schema.prisma"), now + HOUR, now + HOUR);
  expect(clientIsCurrent(root, folder)).toBe(true);
  // a copy made with `cp -al` shares the stamp's file: marking the copy leaves the original's as it was
  const copy = mkdtempSync(path.join(os.tmpdir(), "wunschliste-client-copy-"));
  dirs.push(copy);
  spawnSync("cp", ["-al", `${root}/.`, copy]);
  writeFileSync(path.join(copy, "node_modules/prisma/package.json"), JSON.stringify({ version: "7.1.0" }));
  expect(clientIsCurrent(copy, folder)).toBe(false);
  markClientCurrent(copy, folder);
  expect(clientIsCurrent(copy, folder)).toBe(true);
  // the original's Prisma file was shared too (hard links), so compare with its own stamp only
  writeFileSync(path.join(root, "node_modules/prisma/package.json"), JSON.stringify({ version: "7.0.0" }));
  expect(clientIsCurrent(root, folder)).toBe(true);
  // a changed schema or a new Prisma makes it stale, whatever the dates say
  write("prisma/schema.prisma", "model List { id String @id\n name String }");
  utimesSync(path.join(root, "prisma/schema.prisma"), now - HOUR, now - HOUR);
  expect(clientIsCurrent(root, folder)).toBe(false);
});
