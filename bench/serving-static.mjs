// bench/serving.mjs's look at what the list page sends: its largest script (and where the build
// keeps it, for the bare node:http server that sends the same bytes), and what one request of a
// URL gets on the wire, plainly or with an Accept-Encoding.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * What one request got: status, encoding, bytes on the wire, headers.
 * @typedef {{ status: number | undefined, encoding: string, bytes: number, headers: import("node:http").IncomingHttpHeaders }} Probe
 */

/** The largest script the list page loads, with its path in the build. @param {string} base @param {string} slug */
export async function largestScript(base, slug) {
  const html = await (await fetch(`${base}/web/?slug=${slug}`)).text();
  const sources = [
    ...new Set([...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => String(m[1]))),
  ];
  const sized = await Promise.all(
    sources.map(async (src) => ({ src, bytes: (await (await fetch(`${base}${src}`)).arrayBuffer()).byteLength })),
  );
  const { src, bytes } = /** @type {{ src: string, bytes: number }} */ (sized.sort((a, b) => b.bytes - a.bytes)[0]);
  const file = path.join(root, process.env.NEXT_DIST_DIR || ".next", "static", src.slice("/_next/static/".length));
  return { src, bytes, file };
}

/**
 * What one request of `url` with `accept` gets: status, encoding and bytes on the wire.
 * @param {string} url
 * @param {string} [accept]
 * @returns {Promise<Probe>}
 */
export function probe(url, accept) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: accept ? { "accept-encoding": accept } : {} }, (answer) => {
        let bytes = 0;
        answer.on("data", (chunk) => (bytes += chunk.length));
        answer.on("end", () =>
          resolve({
            status: answer.statusCode,
            encoding: answer.headers["content-encoding"] ?? "identity",
            bytes,
            headers: answer.headers,
          }),
        );
      })
      .on("error", reject);
  });
}
