// Which database DATABASE_URL names, and how it is shown without its password. Split from the one
// configuration module (./env.mjs, which re-exports it) to keep it under 300 lines.
// No zod here: the server's start path imports this module alone (docs/decisions/178-the-config-module-bundled.md).
import path from "node:path";

/** postgresql:// (or postgres://) selects PostgreSQL; everything else is a SQLite file. @param {string} value */
export const isPostgresqlUrl = (value) => /^postgres(ql)?:\/\//i.test(value);

export const DEFAULT_DATABASE_URL = "file:./data/wunschliste.db";

/** Thrown for invalid settings; its message lists every bad variable, one per line. */
export class ConfigError extends Error {
  name = "ConfigError";
}

/**
 * Which database `raw` names. PostgreSQL: the URL as given (`filePath` null). SQLite: a `file:` URL
 * resolved against the project folder `root`, so the app, the server and the scripts agree on one
 * file. (No import.meta.url here: inside Next's bundle it names the chunk, not this file.
 * server/main.mjs passes the app an absolute URL, and npm runs scripts from the project folder.)
 * @param {string | undefined} raw
 * @param {string} root
 * @returns {{ provider: "sqlite", url: string, filePath: string } | { provider: "postgresql", url: string, filePath: null }}
 */
export function resolveDatabaseUrl(raw, root = process.cwd()) {
  const url = raw && raw.trim() !== "" ? raw.trim() : DEFAULT_DATABASE_URL;
  if (isPostgresqlUrl(url)) return { provider: "postgresql", url, filePath: null };
  if (!url.startsWith("file:")) {
    throw new ConfigError(
      `DATABASE_URL must be a SQLite file: URL or a postgresql:// URL (got "${url.split(":")[0]}:…")`,
    );
  }
  const filePath = url.slice("file:".length).replace(/^\/\/(?=\/)/, "");
  const absolute = path.isAbsolute(filePath) ? filePath : path.resolve(root, filePath);
  return { provider: "sqlite", url: `file:${absolute}`, filePath: absolute };
}

/**
 * A PostgreSQL URL without its password, for messages and logs.
 * @param {ReturnType<typeof resolveDatabaseUrl>} database
 */
export function describeDatabase(database) {
  if (database.provider === "sqlite") return database.filePath;
  try {
    const url = new URL(database.url);
    url.password = "";
    return url.toString();
  } catch {
    return "postgresql://…";
  }
}
