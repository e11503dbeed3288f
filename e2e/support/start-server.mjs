// Playwright's web server: the production server on a fresh temp SQLite file.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { migrate } from "../../server/migrations.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-e2e-"));
process.env.DATABASE_URL = `file:${path.join(dir, "e2e.db")}`;
process.env.HOST = "127.0.0.1";
/** @type {Record<string, string>} */ (process.env).NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
// Browser tests create many lists and reservations from one address.
process.env.RATE_LIMIT_CREATES ??= "100000";
process.env.RATE_LIMIT_RESERVATIONS ??= "100000";
process.env.RATE_LIMIT_QR ??= "100000";
// argon2id at the least cost: the browser tests hash a password for every list and reservation (decision 159)
process.env.TEST_CHEAP_PASSWORD_HASHES ??= "1";
await migrate({ log: () => {} });
await import(pathToFileURL(path.join(root, "server", "main.mjs")).href);
