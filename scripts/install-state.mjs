// Whether node_modules is what package-lock.json asks for (scripts/setup.mjs). It compares the lock
// file with npm's own record of the installed tree (node_modules/.package-lock.json, written by
// `npm ci`), not their dates: a node_modules linked or hard-linked from another checkout
// (`cp -al`) keeps the dates of where it came from, so dates wiped a current tree and kept a stale
// one. Node built-ins only: it runs before dependencies are installed.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// Packages the build needs; an install without them (`NODE_ENV=production npm ci` leaves out
// devDependencies) is incomplete for `next build`.
const BUILD_PACKAGES = ["next", "typescript", "prisma", "@types/react"];

/** @param {string} file @returns {Record<string, {version?: string, integrity?: string, optional?: boolean, devOptional?: boolean}> | null} */
function packagesOf(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8")).packages ?? null;
  } catch {
    return null;
  }
}

/** Why `npm ci` must run in `root`, or null when node_modules holds what the lock file asks for. */
export function installOutOfDate(/** @type {string} */ root) {
  const rel = (/** @type {string} */ p) => path.join(root, p);
  const missing = BUILD_PACKAGES.find((name) => !existsSync(rel(`node_modules/${name}/package.json`)));
  if (missing) return `${missing} is not installed`;
  const wanted = packagesOf(rel("package-lock.json"));
  const installed = packagesOf(rel("node_modules/.package-lock.json"));
  if (!wanted || !installed) return "npm's record of the installed packages is missing";
  for (const [where, entry] of Object.entries(wanted)) {
    if (where === "") continue; // the project itself
    const have = installed[where];
    // an optional package of another platform (sharp's builds) is left out by npm, rightly
    if (!have) {
      if (entry.optional || entry.devOptional) continue;
      return `${where} is not installed`;
    }
    if (have.version !== entry.version || have.integrity !== entry.integrity)
      return `${where} is ${have.version}, the lock file asks for ${entry.version}`;
  }
  const extra = Object.keys(installed).find((where) => !(where in wanted));
  return extra ? `${extra} is installed but no longer in the lock file` : null;
}

/** What a generated Prisma client is made from: the schema, the PostgreSQL variant's writer, the installed Prisma. */
export function clientSourceHash(/** @type {string} */ root) {
  const hash = createHash("sha256");
  for (const file of ["prisma/schema.prisma", "scripts/postgresql-schema.mjs", "node_modules/prisma/package.json"]) {
    const full = path.join(root, file);
    hash.update(file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest("hex");
}

const CLIENT_STAMP = ".wunschliste-source-hash";

/** Whether the client generated in `folder` (relative to `root`) was made from what is there now. */
export function clientIsCurrent(/** @type {string} */ root, /** @type {string} */ folder) {
  const stamp = path.join(root, folder, CLIENT_STAMP);
  return (
    existsSync(path.join(root, folder, "client.ts")) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === clientSourceHash(root)
  );
}

/** Remembers what the client in `folder` was generated from; a new file, never one linked to another checkout's. */
export function markClientCurrent(/** @type {string} */ root, /** @type {string} */ folder) {
  const stamp = path.join(root, folder, CLIENT_STAMP);
  rmSync(stamp, { force: true });
  writeFileSync(stamp, clientSourceHash(root));
}
