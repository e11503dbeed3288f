#!/usr/bin/env node
// The container's command (Containerfile): migrate the database, then serve — in this one process,
// with no shell in between, so the SIGTERM of `docker stop` reaches the server, which drains and
// exits 0 (docs/decisions/009-graceful-shutdown.md). The image is built already: unlike
// `npm start` (scripts/start.mjs), nothing is installed or built here.
import "./node-version.mjs"; // first: an old Node stops here with the version needed
import "./compile-cache.mjs"; // second: everything imported after it runs is cached compiled
// Imported only now, not beside the two above: ES modules are compiled when their graph is loaded,
// before any of them runs, so a static import here would be compiled before the cache is on — the
// config module, zod's files, the log and the migrations at every start (docs/decisions/178-the-config-module-bundled.md).
const [{ importConfigModule }, { startLogging }, { migrateOrExit }] = await Promise.all([
  import("./config-module.mjs"),
  import("./log.mjs"),
  import("./migrations.mjs"),
]);

const { logFormatOf } = await importConfigModule();
const log = await startLogging(logFormatOf(process.env));
await migrateOrExit({ say: (line) => log.info("setup", line), fail: (line) => log.error("setup", line) });
await import("./main.mjs");
