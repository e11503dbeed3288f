// Issue 40, item 17: `npm ci` on a supported Node prints nothing a newcomer reads as a failure
// (docs/decisions/076-a-quiet-install.md). npm's plan (`npm ci --dry-run`: no download, no
// node_modules) is made from the real package.json, lock file and .npmrc in a temp dir.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { allowedNodeVersions, isSupportedNode } from "../server/node-version.mjs";

const root = path.resolve(import.meta.dirname, "..");
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { hasInstallScript?: boolean; optional?: boolean; engines?: { node?: string } }>;
};
/** npm's own range rules (its `semver`, installed with the tree), for the engines of the lock file. */
const semver = createRequire(import.meta.url)("semver") as { satisfies: (version: string, range: string) => boolean };
const copy = mkdtempSync(path.join(os.tmpdir(), "wunschliste-install-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("npm ci", () => {
  it("prints no warning on this Node (only the postinstall's own lines and npm's summary)", () => {
    for (const file of ["package.json", "package-lock.json", ".npmrc"])
      if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(copy, file));
    // the postinstall (setup --generate-only) is not what is measured here
    mkdirSync(path.join(copy, "scripts"));
    writeFileSync(path.join(copy, "scripts", "setup.mjs"), "");
    const result = spawnSync("npm", ["ci", "--dry-run", "--no-audit", "--no-fund"], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, npm_config_loglevel: undefined },
      timeout: 120_000,
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toBe("");
    // npm's plan names each package it would add (`add process-warning 5.1.1`): those lines are not npm speaking
    const said = result.stdout
      .split("\n")
      .filter((line) => !/^(add|remove|change) \S+ \S+$/.test(line))
      .join("\n");
    expect(said).not.toMatch(/warn|EBADENGINE|allowScripts/i);
  }, 180_000);

  it("runs no dependency's install script: each one is reviewed and denied in allowScripts", () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([where, entry]) => where !== "" && entry.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(Object.keys(packageJson.allowScripts).sort()).toEqual([...new Set(withScripts)].sort());
    expect(Object.values(packageJson.allowScripts).every((allowed) => allowed === false)).toBe(true);
  });

  it("every package wants what the supported Nodes are, but the one `prisma dev` part (Node 22)", () => {
    // the lowest version of each line engines.node allows, and the newest this machine runs
    const lowest = allowedNodeVersions().map(({ lowest: [major, minor, patch] }) => `${major}.${minor}.${patch}`);
    expect(lowest).toEqual(["20.19.0", "22.13.0", "24.0.0"]);
    for (const version of [...lowest, process.versions.node]) {
      expect(isSupportedNode(version)).toBe(true);
      const refusing = Object.entries(lock.packages)
        .filter(([where, entry]) => where !== "" && !entry.optional && entry.engines?.node)
        .filter(([, entry]) => !semver.satisfies(version, entry.engines!.node!))
        .map(([where]) => where);
      expect(refusing, `on Node ${version}`).toEqual(
        version.startsWith("20.") ? ["node_modules/@prisma/streams-local"] : [],
      );
    }
  });
});
