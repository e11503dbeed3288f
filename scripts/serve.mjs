#!/usr/bin/env node
// The container's command (Containerfile): migrate the database, then serve — in this one process,
// with no shell in between, so the SIGTERM of `docker stop` reaches the server, which drains and
// exits 0 (docs/decisions/009-graceful-shutdown.md). The image is built already: unlike
// `npm start` (scripts/start.mjs), nothing is installed or built here.
import { migrateDatabase } from "./setup.mjs";

await migrateDatabase();
await import("../server.mjs");
