// Which content coding a client gets (RFC 9110 §12.5.3), for the static files and the kept pages.
// Plain ESM, so that server.mjs (outside Next's bundle) and page-cache.ts (inside it) share it.

/**
 * The coding of `available` (best first: the server's order breaks ties) that `header` accepts
 * with the highest weight, or "identity" when it takes none of them. `*` stands for any coding
 * the header does not name; an explicit `q=0` refuses one.
 * @param {string | null | undefined} header the request's Accept-Encoding
 * @param {readonly string[]} available
 * @returns {string}
 */
export function preferredEncoding(header, available) {
  if (!header || available.length === 0) return "identity";
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.split(";");
    const name = coding.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best = "identity";
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}
