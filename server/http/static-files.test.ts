// The static file server of server.mjs (docs/decisions/086-compressed-answers.md) over real HTTP, on a
// folder made here: what the build's files look like, with and without precompressed variants.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wireRequest } from "../../tests/support/wire";
import { createStaticFiles, MAX_KEPT_BYTES } from "./static-files.mjs";

const script = Buffer.from(`self.chunk = ${JSON.stringify("Wunschliste ".repeat(2000))};\n`);
const style = Buffer.from("body { color: #c0392b; }\n".repeat(50));
const font = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);

let root = "";
let port = 0;
let server: http.Server;

/** One request as it goes over the wire: no decompression by the client. */
const request = (pathname: string, headers: Record<string, string> = {}, method = "GET") =>
  wireRequest(port, pathname, headers, method);

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "wunschliste-static-"));
  const dir = path.join(root, "static");
  mkdirSync(path.join(dir, "chunks"), { recursive: true });
  mkdirSync(path.join(dir, "media"), { recursive: true });
  writeFileSync(path.join(dir, "chunks/app-1a2b.js"), script);
  writeFileSync(path.join(dir, "chunks/app-1a2b.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dir, "chunks/app-1a2b.js.gz"), gzipSync(script));
  writeFileSync(path.join(dir, "chunks/page [slug].css"), style); // no variants: as built by hand
  writeFileSync(path.join(dir, "media/font.woff2"), font);
  writeFileSync(path.join(dir, "media/notes.xyz"), "a type not served here");
  writeFileSync(path.join(dir, "chunks/huge.js"), Buffer.alloc(MAX_KEPT_BYTES + 1, 0x20));
  writeFileSync(path.join(root, "secret.txt"), "not a static file");
  const answerStatic = createStaticFiles(dir);
  server = http.createServer((req, res) => {
    // what server.mjs does next: Next answers (here: a marker to see that it would have)
    if (!answerStatic(req, res)) res.writeHead(404, { "x-answered-by": "next" }).end("Not Found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe("the build's static files", () => {
  const url = "/_next/static/chunks/app-1a2b.js";

  it("sends a file as it is, with a strong ETag and a year of immutable caching", async () => {
    const answer = await request(url);
    expect(answer.status).toBe(200);
    expect(answer.body.equals(script)).toBe(true);
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(answer.headers["content-length"]).toBe(String(script.length));
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe("no-referrer");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
  });

  it("sends the variant the client takes, each with its own ETag", async () => {
    const cases: [string, string | undefined, (body: Buffer) => Buffer][] = [
      ["gzip, br", "br", brotliDecompressSync],
      ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["br;q=0, gzip", "gzip", gunzipSync],
      ["br;q=0.5, gzip;q=0.9", "gzip", gunzipSync],
      ["identity", undefined, (body) => body],
      ["deflate", undefined, (body) => body],
    ];
    const tags = new Map<string | undefined, string>();
    for (const [accept, encoding, decode] of cases) {
      const answer = await request(url, { "accept-encoding": accept });
      expect(answer.headers["content-encoding"], accept).toBe(encoding);
      expect(answer.headers["content-length"], accept).toBe(String(answer.body.length));
      expect(answer.headers.vary, accept).toBe("Accept-Encoding");
      expect(decode(answer.body).equals(script), accept).toBe(true);
      tags.set(encoding, String(answer.headers.etag));
    }
    expect(new Set(tags.values()).size).toBe(3);
    expect((await request(url, { "accept-encoding": "gzip, br" })).body.length).toBeLessThan(script.length / 10);
  });

  it("answers 304 to the ETag of the variant it would send, and 200 to another", async () => {
    const br = await request(url, { "accept-encoding": "br" });
    const tag = String(br.headers.etag);
    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`, "*"]) {
      const again = await request(url, { "accept-encoding": "br", "if-none-match": ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(tag);
      expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(again.headers.vary).toBe("Accept-Encoding");
    }
    // the brotli variant's tag does not stand for the plain file
    const plain = await request(url, { "if-none-match": tag });
    expect(plain.status).toBe(200);
    expect(plain.body.equals(script)).toBe(true);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const get = await request(url, { "accept-encoding": "gzip" });
    const head = await request(url, { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ["content-length", "content-encoding", "etag", "content-type", "cache-control", "vary"])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });

  it("serves files without variants as they are, names percent-encoded, and ignores a query", async () => {
    const css = await request("/_next/static/chunks/page%20%5Bslug%5D.css", { "accept-encoding": "gzip, br" });
    expect(css.status).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.headers["content-encoding"]).toBeUndefined();
    expect(css.body.equals(style)).toBe(true);
    const woff = await request("/_next/static/media/font.woff2?v=2", { "accept-encoding": "gzip, br" });
    expect(woff.headers["content-type"]).toBe("font/woff2");
    expect(woff.body.equals(font)).toBe(true);
  });

  it("leaves everything else to Next: missing files, other types, escapes from the folder, other methods", async () => {
    const notServed = [
      "/_next/static/chunks/missing.js",
      "/_next/static/media/notes.xyz",
      "/_next/static/chunks/app-1a2b.js.br",
      "/_next/static/../secret.txt",
      "/_next/static/%2e%2e/secret.txt",
      "/_next/static/chunks/..%2f..%2fsecret.txt",
      "/_next/static/chunks/%E0%A4%A.js",
      "/_next/static/",
      "/_next/static/chunks",
      "/_next/static/chunks/huge.js",
      "/_next/image?url=x",
      "/static/chunks/app-1a2b.js",
    ];
    for (const pathname of notServed) {
      const answer = await request(pathname);
      expect(answer.headers["x-answered-by"], pathname).toBe("next");
      expect(answer.body.toString(), pathname).toBe("Not Found");
    }
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      expect((await request(url, {}, method)).headers["x-answered-by"], method).toBe("next");
    }
  });
});
