// Refuses a Node.js that package.json's `engines.node` does not allow, at once, with one line naming
// the versions needed (issue 32: Debian 12's `apt-get install nodejs` gives Node 18). Imported first
// by scripts/setup.mjs, scripts/start.mjs and the server's entries; written in syntax every Node since 12 parses.
import { readFileSync } from "node:fs";

const packageJson = new URL("../package.json", import.meta.url);

/**
 * The release lines `engines.node` allows, each as its lowest version [major, minor, patch] and
 * whether later majors count too: "^20.19 || ^22.13 || >=24" (decision 076)
 * allows 20.19+ within 20, 22.13+ within 22, and 24 and everything after.
 * @typedef {{ lowest: [number, number, number], later: boolean }} AllowedNodeLine
 * @returns {AllowedNodeLine[]}
 */
export function allowedNodeVersions() {
  const range = JSON.parse(readFileSync(packageJson, "utf8")).engines.node;
  return range.split("||").map((/** @type {string} */ part) => {
    const match = /^(\^|>=)\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(part.trim());
    if (!match) throw new Error(`package.json engines.node must read "^X.Y || >=Z", not "${range}"`);
    return { lowest: [Number(match[2]), Number(match[3] || 0), Number(match[4] || 0)], later: match[1] === ">=" };
  });
}

/**
 * Whether `version` ("20.20.2", "v18.19.0") is at least `lowest`, part by part.
 * @param {number[]} parts
 * @param {AllowedNodeLine["lowest"]} lowest
 */
function atLeast(parts, lowest) {
  for (let index = 0; index < 3; index++) {
    const have = parts[index] || 0;
    if (have !== lowest[index]) return have > /** @type {number} */ (lowest[index]); // index < 3
  }
  return true;
}

/**
 * Whether `version` ("20.20.2", "v18.19.0") is one that `engines.node` allows.
 * @param {string} version
 */
export function isSupportedNode(version, allowed = allowedNodeVersions()) {
  const parts = version.replace(/^v/, "").split(".").map(Number);
  return allowed.some(({ lowest, later }) => (later || parts[0] === lowest[0]) && atLeast(parts, lowest));
}

/** How a version is written: "20.19", "24", "20.19.1". */
const written = (/** @type {AllowedNodeLine["lowest"]} */ lowest) =>
  lowest[2] ? lowest.join(".") : lowest[1] ? lowest.slice(0, 2).join(".") : String(lowest[0]);

/**
 * "20 (from 20.19), 22 (from 22.12) or 24 and newer": each allowed line in words.
 * @param {AllowedNodeLine[]} allowed
 */
function versionsNeeded(allowed) {
  const names = allowed.map(({ lowest, later }) =>
    later
      ? `${written(lowest)} and newer`
      : lowest[1] || lowest[2]
        ? `${lowest[0]} (from ${written(lowest)})`
        : String(lowest[0]),
  );
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names[0];
}

/**
 * The sentence an unsupported Node gets.
 * @param {string} version
 */
export function oldNodeMessage(version, allowed = allowedNodeVersions()) {
  return (
    `Wunschliste needs Node.js ${versionsNeeded(allowed)} (24 recommended); this is Node.js ${version.replace(/^v/, "")}. ` +
    "Install a current Node.js (docs/deploy.md, step 1) and try again."
  );
}

if (!isSupportedNode(process.versions.node)) {
  console.error(oldNodeMessage(process.versions.node));
  process.exit(1);
}
