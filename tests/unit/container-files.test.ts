// The container image carries only the files it names (Containerfile, docs/decisions/048): a module
// the server or the backup scripts start importing must be named there too, or the image stops
// starting. The container test (tests/container/) finds that as well, but only where podman runs;
// this check runs everywhere. Also: the compose variant's instances are the upstreams of the shipped
// nginx config it mounts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const ENTRY_POINTS = ["scripts/serve.mjs", "scripts/backup.mjs", "scripts/restore.mjs"];

/** The repository files `file` imports, directly or not (relative imports of .mjs files). */
function localImports(file: string, found = new Set<string>()): Set<string> {
  for (const [, specifier] of read(file).matchAll(/(?:from|import\(?)\s*"(\.{1,2}\/[^"]+)"/g)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier!));
    if (found.has(target)) continue;
    found.add(target);
    localImports(target, found);
  }
  return found;
}

it("copies every module the server and the backup scripts import into the image", () => {
  const containerfile = read("Containerfile");
  const copied = [...containerfile.matchAll(/^COPY --from=build (.+)$/gm)].flatMap(([, args]) =>
    // every word but the last (the destination)
    args!
      .split(/\s+/)
      .slice(0, -1)
      .map((source) => source.replace(/^\/src\//, "")),
  );
  const modules = [...ENTRY_POINTS, ...ENTRY_POINTS.flatMap((entry) => [...localImports(entry)])];
  expect(modules).toContain("server.mjs");
  const missing = modules.filter(
    (module) => !copied.some((source) => source === module || (source.endsWith("/") && module.startsWith(source))),
  );
  expect(missing).toEqual([]);
});

it("runs the compose variant's instances on the upstreams of the nginx config it mounts", () => {
  const compose = read("compose.postgresql.yaml");
  expect(compose).toContain("./deploy/nginx-wunschliste-instances.conf:");
  const upstreams = [...read("deploy/nginx-wunschliste-instances.conf").matchAll(/server 127\.0\.0\.1:(\d+);/g)];
  const ports = [...compose.matchAll(/PORT: "(\d+)"/g)].map(([, port]) => port);
  expect(ports.sort()).toEqual(upstreams.map(([, port]) => port).sort());
});
