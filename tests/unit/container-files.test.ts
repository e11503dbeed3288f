// The container image carries what a trace of its commands finds (scripts/trace-server.mjs,
// docs/decisions/091-the-server-folder.md), not a list kept by hand: a module the server or the
// backup commands start importing is in the image by the next build. The container test
// (tests/container/) runs the image, but only where podman runs; this check runs everywhere. Also:
// the compose variant's instances are the upstreams of the shipped nginx config it mounts.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { IMAGE_ENTRIES, traceServer } from "../../scripts/trace-server.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

let traced: string[] = [];
beforeAll(async () => {
  traced = await traceServer();
}, 120_000);

it("traces what the image's commands run: the server, its dynamic imports, packages and the files it reads", () => {
  expect(IMAGE_ENTRIES).toContain("server/migrate-and-serve.mjs");
  expect(traced).toEqual(
    expect.arrayContaining([
      // imported, and imported on demand (metrics only with METRICS_TOKEN, JSON logs only with LOG_FORMAT=json)
      "server/main.mjs",
      "server/migrations.mjs",
      "server/metrics/registry.mjs",
      "server/log-json.mjs",
      "lib/config/env.mjs",
      "lib/i18n/catalogue-files.generated.mjs",
      "scripts/sqlite-files.mjs",
      // the backup's SQLite copy runs in a child of its own, spawned by path (decision 239)
      "scripts/vacuum-into.mjs",
      "node_modules/zod/package.json",
      "node_modules/prom-client/package.json",
      "node_modules/pino/package.json",
      "node_modules/pg/package.json",
      // read from disk: the migrations of both backends, every catalogue (a parser refusal's sentence)
      "prisma/migrations/20261122000000_init/migration.sql",
      "prisma/migrations-postgresql/20261122000000_init/migration.sql",
      ...["ar", "de", "en", "es", "fr", "it", "nl", "pl", "tr"].map((code) => `messages/${code}.json`),
    ]),
  );
  // Next's runtime and build output come from Next's own trace; no test or tool goes along
  expect(traced.filter((file) => /^(node_modules\/next\/|\.next\/|tests\/|bench\/|e2e\/)/.test(file))).toEqual([]);
  expect(traced.filter((file) => file.startsWith("node_modules/@vercel/"))).toEqual([]);
});

it("builds the image from the traces: no source file or package is named in the Containerfile's final stage", () => {
  const containerfile = read("Containerfile");
  expect(containerfile).toMatch(/node scripts\/trace-server\.mjs --into \.next\/standalone/);
  const finalStage = containerfile.slice(containerfile.lastIndexOf("\nFROM "));
  const copied = [...finalStage.matchAll(/^COPY --from=\w+ (.+) \S+$/gm)].flatMap(([, sources]) =>
    sources!.split(/\s+/),
  );
  expect(copied).toEqual([
    "/src/.next/standalone/",
    "/src/.next/static/",
    "/src/public/",
    "/src/native/build/malloc-trim.node",
  ]);
  expect(finalStage).toMatch(/^CMD \["node", "server\/migrate-and-serve\.mjs"\]$/m);
});

it("runs the compose variant's instances on the upstreams of the nginx config it mounts", () => {
  const compose = read("compose.postgresql.yaml");
  expect(compose).toContain("./deploy/nginx-wunschliste-instances.conf:");
  const upstreams = [...read("deploy/nginx-wunschliste-instances.conf").matchAll(/server 127\.0\.0\.1:(\d+);/g)];
  const ports = [...compose.matchAll(/PORT: "(\d+)"/g)].map(([, port]) => port);
  expect(ports.sort()).toEqual(upstreams.map(([, port]) => port).sort());
});

it("copies what npm's postinstall (setup --generate-only) imports before the image's `npm ci`", () => {
  // the build stage's files up to its install, as the image has them then: the postinstall must
  // run there (a module the setup starts importing, not copied, ended the image's build)
  const containerfile = read("Containerfile");
  const stage = containerfile.slice(containerfile.indexOf(" AS build"), containerfile.indexOf("RUN npm ci"));
  const copied = [...stage.matchAll(/^COPY (?!--)(.+) \S+$/gm)].flatMap(([, sources]) => sources!.split(/\s+/));
  expect(copied).toContain("scripts/setup.mjs");
  const image = mkdtempSync(path.join(os.tmpdir(), "wunschliste-build-stage-"));
  try {
    for (const file of copied) cpSync(path.join(root, file), path.join(image, file));
    const result = spawnSync(process.execPath, ["scripts/setup.mjs", "--generate-only"], {
      cwd: image,
      encoding: "utf8",
    });
    expect(result.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find module/);
    expect(result.status, result.stderr).toBe(0);
  } finally {
    rmSync(image, { recursive: true, force: true });
  }
}, 60_000);
