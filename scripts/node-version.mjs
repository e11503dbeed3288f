// Refuses a Node.js older than package.json's `engines.node` at once, with one line naming the
// version needed (issue 32: Debian 12's `apt-get install nodejs` gives Node 18). Imported first by
// scripts/setup.mjs, scripts/start.mjs and server.mjs; written in syntax every Node since 12 parses.
import { readFileSync } from "node:fs";

const packageJson = new URL("../package.json", import.meta.url);

/** The lowest version `engines.node` (">=20.9") allows, as [major, minor, patch]. */
export function requiredNodeVersion() {
  const range = JSON.parse(readFileSync(packageJson, "utf8")).engines.node;
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`package.json engines.node must read ">=X.Y", not "${range}"`);
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
}

/** Whether `version` ("20.20.2", "v18.19.0") is at least `required`. */
export function isSupportedNode(version, required = requiredNodeVersion()) {
  const parts = version.replace(/^v/, "").split(".").map(Number);
  for (let index = 0; index < 3; index++) {
    const have = parts[index] || 0;
    if (have !== required[index]) return have > required[index];
  }
  return true;
}

/** The sentence an old Node gets. */
export function oldNodeMessage(version, required = requiredNodeVersion()) {
  return (
    `Wunschliste needs Node.js ${required.join(".")} or newer (24 recommended); this is Node.js ${version.replace(/^v/, "")}. ` +
    "Install a current Node.js (docs/deploy.md, step 1) and try again."
  );
}

if (!isSupportedNode(process.versions.node)) {
  console.error(oldNodeMessage(process.versions.node));
  process.exit(1);
}
