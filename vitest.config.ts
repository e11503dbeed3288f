import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Server modules guard themselves with `import "server-only"`; outside Next it is a no-op.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

// expect.poll's default of 1 s is a moment on 2 cores shared with other work (a log line written,
// a gauge that falls back): what the tests poll for comes, only sometimes later
const expect = { poll: { timeout: 15_000 } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: [
            "lib/**/*.test.ts",
            "features/**/*.test.ts",
            "components/**/*.test.ts",
            "scripts/**/*.test.ts",
            "server/**/*.test.ts",
            "tests/unit/**/*.test.ts",
          ],
          environment: "node",
          expect,
          // pure code mostly, but some tests hash, draw thousands of times, start threads or child
          // processes: on 2 cores shared with other work Vitest's default 5 s is too close
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "domain",
          sequence: { groupOrder: 0 },
          // the domain without HTTP, on temp SQLite files; passwords are really hashed (argon2id, at
          // the test cost: decision 159), yet a busy machine may take seconds: generous, like the API tests
          include: ["tests/domain/**/*.test.ts"],
          environment: "node",
          env: { TEST_CHEAP_PASSWORD_HASHES: process.env.TEST_CHEAP_PASSWORD_HASHES ?? "1" },
          expect,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          // runs after the unit project, with its own worker count
          sequence: { groupOrder: 1 },
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          expect,
          // TEST_DATABASE=postgresql: one throwaway PostgreSQL cluster for the run
          globalSetup: ["tests/support/postgres-global.ts"],
          // Each file starts its own server on a fresh database; two run at a time on 2 cores.
          maxWorkers: 2,
          // the files of a worker share its process (decision 182): each imports the test support once
          // instead of once per file, ~0.9 CPU-seconds a file on each pass
          isolate: false,
          // generous: CI shares 2 cores with other work; a slow machine must not fail a test
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // the container image built and run with podman (issue 25); its own pass in scripts/test.mjs
          name: "container",
          sequence: { groupOrder: 2 },
          include: ["tests/container/**/*.test.ts"],
          environment: "node",
          expect,
          // building the image (install + next build in the container) takes minutes on 2 cores
          testTimeout: 300_000,
          hookTimeout: 1_800_000,
        },
      },
    ],
  },
});
