// The server's side of the cache of rendered list pages (docs/decisions/033-page-cache.md): how it
// takes hold of the page Next renders for a miss. The cache itself is made inside Next
// (lib/server/page-cache.ts, by instrumentation.ts) and handed over as `pageCache` (../shared.mjs).

/**
 * @typedef {object} PageCacheLookup What the server asks the cache before a request goes to Next.
 * @property {(request: { method?: string, url?: string, headers: import("node:http").IncomingHttpHeaders }) => Promise<import("../../lib/server/page-cache.ts").PageLookup | null>} lookup
 */

/**
 * Makes Next see `headers` as the request's headers (in place: Next reads req.headers).
 * @param {import("node:http").IncomingMessage} req
 * @param {Record<string, string | string[] | number | undefined>} headers
 */
export function replaceRequestHeaders(req, headers) {
  for (const name of Object.keys(req.headers)) if (!(name in headers)) delete req.headers[name];
  Object.assign(req.headers, headers);
}

/** @param {string | Uint8Array} chunk @param {BufferEncoding | undefined} encoding */
const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk);

/**
 * Holds back everything Next writes to `res` — status, headers, body — and, once Next ends it,
 * hands the whole answer to `finish`, which returns what is sent instead ({status, headers, body}).
 * A response closed before Next ended it (the client went away, also before this was called) calls
 * `abandon` instead.
 * @param {import("node:http").ServerResponse} res
 * @param {(rendered: import("../../lib/server/page-cache.ts").RenderedPage) => Promise<import("../../lib/server/page-cache.ts").PageAnswer>} finish
 * @param {() => void} abandon
 */
export function captureResponse(res, finish, abandon) {
  /** @type {Buffer[]} */
  const chunks = [];
  // Next's compression wraps these again on top of ours; the answer is sent past all wrappers.
  const { end, writeHead } = res;
  let ended = false;
  // a client that went away while the cache looked the page up (a database read) closed the
  // response before this listener: its render is given up now, or whoever waits for it would wait
  // the cache's whole render wait (10 s) for a page that never comes
  if (res.closed) abandon();
  else
    res.once("close", () => {
      if (!ended) abandon();
    });
  res.flushHeaders = () => {};
  res.writeHead = (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) => {
    res.statusCode = status;
    const headers = rest.find((part) => part && typeof part === "object");
    if (Array.isArray(headers))
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return res;
  };
  /** @typedef {(error?: Error | null) => void} WriteCallback */
  /** @param {string | Uint8Array | null} chunk @param {BufferEncoding | WriteCallback} [encoding] @param {WriteCallback} [callback] */
  res.write = (chunk, encoding, callback) => {
    if (!ended && chunk != null) chunks.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
    (typeof encoding === "function" ? encoding : callback)?.();
    return true;
  };
  /** @param {string | Uint8Array | (() => void) | null} [chunk] @param {BufferEncoding | (() => void)} [encoding] @param {() => void} [callback] */
  res.end = (chunk, encoding, callback) => {
    const done = [chunk, encoding, callback].find((part) => typeof part === "function");
    if (ended) return res;
    ended = true;
    if (chunk != null && typeof chunk !== "function")
      chunks.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
    Promise.resolve(finish({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) })).then(
      (answer) => {
        if (res.destroyed) return;
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        writeHead.call(res, answer.status, answer.headers);
        /** @type {(chunk: Buffer, callback?: () => void) => void} */ (end).call(res, answer.body, done);
      },
      (error) => res.destroy(error),
    );
    return res;
  };
}
