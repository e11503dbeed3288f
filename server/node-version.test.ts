// Issue 32, bug 11: an old Node.js is refused at once, with the version needed, by every way in.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allowedNodeVersions, isSupportedNode } from "./node-version.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** Runs `script` in a Node that claims to be `version` (Debian 12's `apt-get install nodejs` gives 18.19). */
function runAs(version: string, script: string, args: string[] = []) {
  const pretend = `Object.defineProperty(process.versions, "node", { value: ${JSON.stringify(version)} });`;
  const load = `process.argv.push(...${JSON.stringify(args)}); await import(${JSON.stringify(path.join(root, script))});`;
  return spawnSync(process.execPath, ["--input-type=module", "-e", `${pretend} ${load}`], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, PORT: "1", DATABASE_URL: "file:/nonexistent/never-opened.db" },
    timeout: 60_000,
  });
}

describe("the Node.js version check", () => {
  it("reads the allowed release lines from package.json's engines", () => {
    const engines = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
    expect(engines).toBe("^20.19 || ^22.13 || >=24");
    expect(allowedNodeVersions()).toEqual([
      { lowest: [20, 19, 0], later: false },
      { lowest: [22, 13, 0], later: false },
      { lowest: [24, 0, 0], later: true },
    ]);
  });

  it("compares versions part by part, within each allowed line", () => {
    expect(isSupportedNode("v18.19.0")).toBe(false);
    expect(isSupportedNode("20.9.0")).toBe(false);
    expect(isSupportedNode("20.18.3")).toBe(false);
    expect(isSupportedNode("20.19.0")).toBe(true);
    expect(isSupportedNode("20.20.2")).toBe(true);
    expect(isSupportedNode("21.7.3")).toBe(false);
    expect(isSupportedNode("22.12.0")).toBe(false);
    expect(isSupportedNode("22.13.0")).toBe(true);
    expect(isSupportedNode("23.11.0")).toBe(false);
    expect(isSupportedNode("24.0.0")).toBe(true);
    expect(isSupportedNode("25.2.1")).toBe(true);
  });

  it.each(["scripts/setup.mjs", "scripts/start.mjs", "server/main.mjs", "server/migrate-and-serve.mjs"])(
    "%s stops an old Node at once, naming the version needed",
    (script) => {
      const result = runAs("18.19.0", script, ["--generate-only"]);
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        "Wunschliste needs Node.js 20 (from 20.19), 22 (from 22.13) or 24 and newer (24 recommended); " +
          "this is Node.js 18.19.0. " +
          "Install a current Node.js (docs/deploy.md, step 1) and try again.",
      );
      expect(result.stdout).toBe("");
    },
    // a child Node on a busy machine: not a timing assertion, only room to start
    120_000,
  );

  it("npm ci and npm install run the check: postinstall goes through setup", () => {
    const scripts = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts;
    expect(scripts.postinstall).toMatch(/^node scripts\/setup\.mjs\b/);
    expect(readFileSync(path.join(root, "scripts/setup.mjs"), "utf8")).toMatch(
      /^import "\.\.\/server\/node-version\.mjs";/m,
    );
  });
});
