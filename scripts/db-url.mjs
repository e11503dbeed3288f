// The one place that turns DATABASE_URL into a SQLite file path (shared by the migrate runner,
// the start/test scripts and, through lib/server/db/config.ts, the app).
import path from "node:path";

export const DEFAULT_DATABASE_URL = "file:./data/wunschliste.db";

/** Resolves a `file:` URL relative to the project root, so the app and the scripts agree. */
export function resolveDatabaseUrl(raw = process.env.DATABASE_URL, root = process.cwd()) {
  const url = raw && raw.trim() !== "" ? raw.trim() : DEFAULT_DATABASE_URL;
  if (!url.startsWith("file:")) {
    throw new Error(`DATABASE_URL must be a SQLite file: URL (got "${url.split(":")[0]}:…")`);
  }
  const filePath = url.slice("file:".length).replace(/^\/\/(?=\/)/, "");
  const absolute = path.isAbsolute(filePath) ? filePath : path.resolve(root, filePath);
  return { url: `file:${absolute}`, filePath: absolute };
}
