#!/usr/bin/env node
// `npm start`: set up whatever is out of date, then serve.
import "./node-version.mjs"; // first: an old Node stops here with the version needed
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { setup } from "./setup.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.env.NEXT_TELEMETRY_DISABLED = "1";
await setup();
await import(pathToFileURL(path.join(root, "server.mjs")).href);
