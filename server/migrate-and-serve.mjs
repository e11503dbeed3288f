#!/usr/bin/env node
// The container's command (Containerfile): migrate the database, then serve — in this one process,
// with no shell in between, so the SIGTERM of `docker stop` reaches the server, which drains and
// exits 0 (docs/decisions/009-graceful-shutdown.md). The image is built already: unlike
// `npm start` (scripts/start.mjs), nothing is installed or built here.
import "./node-version.mjs"; // first: an old Node stops here with the version needed
import "./compile-cache.mjs"; // second: everything after it is cached compiled
import { logFormatOf } from "../lib/config/env.mjs";
import { startLogging } from "./log.mjs";
import { migrateOrExit } from "./migrations.mjs";

const log = await startLogging(logFormatOf(process.env));
await migrateOrExit({ say: (line) => log.info("setup", line), fail: (line) => log.error("setup", line) });
await import("./main.mjs");
