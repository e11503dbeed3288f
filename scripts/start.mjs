#!/usr/bin/env node
// `npm start`: set up whatever is out of date, then serve (server/main.mjs) in this process.
import "../server/node-version.mjs"; // first: an old Node stops here with the version needed
import { setup } from "./setup.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
await setup();
await import("../server/main.mjs");
