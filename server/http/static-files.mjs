// The build's own files under /_next/static/ (scripts, styles, fonts: hashed names, never changed
// once built), answered by server.mjs before Next (docs/decisions/086-compressed-answers.md): from
// memory after the first request, as the build precompressed them (brotli, gzip: scripts/
// precompress.mjs) for the client's Accept-Encoding, with a strong ETag per variant and a year of
// immutable caching. Anything else under the prefix — a file this build does not hold, a type not
// listed, a file too big to keep — reaches Next as before (its 404 included).
// Plain ESM, so that server.mjs loads it without a build step (the Containerfile copies it).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { preferredEncoding } from "./accept-encoding.mjs";
import { SECURITY_HEADERS } from "./security-headers.mjs";

export const STATIC_PREFIX = "/_next/static/";

/** The variants the build writes next to a file, best first: the server prefers them in this order. */
export const PRECOMPRESSED = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
];

/**
 * Types of the files served here; the text ones are those the build compresses.
 * @type {Record<string, { type: string, text: boolean }>}
 */
const TYPES = {
  ".js": { type: "application/javascript; charset=utf-8", text: true },
  ".mjs": { type: "application/javascript; charset=utf-8", text: true },
  ".css": { type: "text/css; charset=utf-8", text: true },
  ".json": { type: "application/json; charset=utf-8", text: true },
  ".map": { type: "application/json; charset=utf-8", text: true },
  ".txt": { type: "text/plain; charset=utf-8", text: true },
  ".svg": { type: "image/svg+xml", text: true },
  ".woff2": { type: "font/woff2", text: false },
  ".woff": { type: "font/woff", text: false },
  ".ttf": { type: "font/ttf", text: false },
  ".png": { type: "image/png", text: false },
  ".jpg": { type: "image/jpeg", text: false },
  ".webp": { type: "image/webp", text: false },
  ".avif": { type: "image/avif", text: false },
  ".ico": { type: "image/x-icon", text: false },
};

/** Whether the build compresses a file of this name (scripts/precompress.mjs). @param {string} name */
export const isCompressible = (name) => TYPES[path.extname(name).toLowerCase()]?.text === true;

/** Larger files stay on disk, for Next to stream as before (the largest script today: 229 KB). */
export const MAX_KEPT_BYTES = 4 * 1024 * 1024;
const CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Every file under `dir`, as its path relative to it with "/" (symbolic links are not followed).
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir, prefix = "") {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) files.push(...filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`));
    else if (entry.isFile()) files.push(`${prefix}${entry.name}`);
  }
  return files;
}

/**
 * @typedef {{ body: Buffer, headers: Record<string, string> & { etag: string }, full: Record<string, string | number> }} Variant
 * @typedef {{ file: string, type: string, codings: typeof PRECOMPRESSED, encodings: string[], variants: Map<string, Variant> | null | false }} StaticFile
 */

/**
 * The servable files under `dir` by the name a URL asks for, with the variants the build wrote.
 * @param {string} dir
 */
function indexFiles(dir) {
  /** @type {Map<string, StaticFile>} */
  const index = new Map();
  let names;
  try {
    names = filesUnder(dir);
  } catch {
    return index; // no build yet: Next says so
  }
  const present = new Set(names);
  for (const name of names) {
    const known = TYPES[path.extname(name).toLowerCase()];
    if (!known) continue;
    const codings = PRECOMPRESSED.filter(({ suffix }) => present.has(name + suffix));
    const encodings = codings.map((one) => one.encoding);
    index.set(name, { file: path.join(dir, name), type: known.type, codings, encodings, variants: null });
  }
  return index;
}

const strongTag = (/** @type {Buffer} */ body) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;

/**
 * The file's variants as they are sent: bytes and headers, read once. null: too big to keep.
 * @param {StaticFile} entry
 */
function loadVariants({ file, type, codings }) {
  if (statSync(file).size > MAX_KEPT_BYTES) return null;
  /** @type {Map<string, Variant>} */
  const variants = new Map();
  for (const { encoding, suffix } of [{ encoding: "identity", suffix: "" }, ...codings]) {
    const body = readFileSync(file + suffix);
    // a 304 carries the validators and caching of the 200 it stands for (RFC 9110 §15.4.5)
    const headers = {
      ...SECURITY_HEADERS,
      "cache-control": CACHE_CONTROL,
      etag: strongTag(body),
      vary: "Accept-Encoding",
    };
    const full = {
      ...headers,
      "content-type": type,
      "content-length": body.length,
      ...(encoding !== "identity" && { "content-encoding": encoding }),
    };
    variants.set(encoding, { body, headers, full });
  }
  return variants;
}

/**
 * If-None-Match against a tag (weak comparison, as RFC 9110 asks for it).
 * @param {string | undefined} ifNoneMatch
 * @param {string} tag
 */
function matches(ifNoneMatch, tag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((each) => {
    const candidate = each.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === tag;
  });
}

/**
 * Serves the static files of the build in `dir` (`<distDir>/static`). The returned function answers
 * a GET or HEAD for one of them and returns true; for anything else it returns false and leaves the
 * request untouched. The folder is listed at the first request, a file read at its first request.
 * @param {string} dir
 */
export function createStaticFiles(dir) {
  /** @type {Map<string, StaticFile> | null} */
  let index = null;
  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
  return function answerStatic(req, res) {
    const url = req.url ?? "";
    if (!url.startsWith(STATIC_PREFIX) || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const query = url.indexOf("?");
    const asked = url.slice(STATIC_PREFIX.length, query < 0 ? undefined : query);
    let name = asked;
    if (asked.includes("%")) {
      try {
        name = decodeURIComponent(asked);
      } catch {
        return false; // not a name at all: Next answers
      }
    }
    index ??= indexFiles(dir);
    const entry = index.get(name);
    if (!entry) return false;
    try {
      if (entry.variants === null) entry.variants = loadVariants(entry) ?? false;
    } catch {
      index.delete(name); // gone since the listing: Next answers
      return false;
    }
    if (!entry.variants) return false;
    const encoding = preferredEncoding(req.headers["accept-encoding"], entry.encodings);
    // preferredEncoding picks "identity" or one of the codings, each loaded above
    const variant = /** @type {Variant} */ (entry.variants.get(encoding));
    if (matches(req.headers["if-none-match"], variant.headers.etag)) {
      res.writeHead(304, variant.headers).end();
      return true;
    }
    res.writeHead(200, variant.full).end(req.method === "HEAD" ? undefined : variant.body);
    return true;
  };
}
