// The build's scripts and styles as the real server sends them (issue 44, docs/decisions/
// 086-static-files.md): precompressed by the build, chosen by Accept-Encoding, strong ETags, a year
// of immutable caching, one log line each; what the build does not hold is Next's 404 as before.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { describeOnOneBackend } from "../support/backends";
import { testServerForFile } from "../support/fixture";
import { wireRequest } from "../support/wire";

const { server } = testServerForFile({ REQUEST_LOG: "1" });

/** One request as it goes over the wire (fetch would decompress), with the path as written. */
const request = (pathname: string, headers: Record<string, string> = {}, method = "GET") =>
  wireRequest(server.port, pathname, headers, method);

/** The scripts and styles the create page loads. */
async function pageFiles(): Promise<string[]> {
  const html = (await request("/web/")).body.toString();
  return [
    ...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?]+\.(?:js|css))"/g)].map((m) => m[1] ?? "")),
  ];
}

// the build's files do not depend on the database: the SQLite pass (decision 174)
describeOnOneBackend("the build's static files", () => {
  it("come precompressed for the client's Accept-Encoding, each variant with its own strong ETag", async () => {
    const files = await pageFiles();
    expect(files.some((file) => file.endsWith(".js"))).toBe(true);
    expect(files.some((file) => file.endsWith(".css"))).toBe(true);
    for (const file of files) {
      const plain = await request(file);
      expect(plain.status, file).toBe(200);
      expect(plain.headers["cache-control"], file).toBe("public, max-age=31536000, immutable");
      expect(plain.headers.etag, file).toMatch(/^"[\w-]+"$/);
      expect(plain.headers.vary, file).toBe("Accept-Encoding");
      expect(plain.headers["content-type"], file).toMatch(
        file.endsWith(".js") ? /^application\/javascript; charset=utf-8$/ : /^text\/css; charset=utf-8$/,
      );
      expect(plain.headers["x-content-type-options"], file).toBe("nosniff");
      expect(plain.headers["content-encoding"], file).toBeUndefined();
      if (plain.body.length < 1024) continue; // too small to be worth a variant
      const br = await request(file, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect(br.headers["content-encoding"], file).toBe("br");
      expect(brotliDecompressSync(br.body).equals(plain.body), file).toBe(true);
      const gzip = await request(file, { "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"], file).toBe("gzip");
      expect(gunzipSync(gzip.body).equals(plain.body), file).toBe(true);
      expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size, file).toBe(3);
      expect(Number(br.headers["content-length"]), file).toBe(br.body.length);
      expect(br.body.length, file).toBeLessThan(plain.body.length / 2);
    }
  });

  it("answer 304 to a known ETag, and HEAD with GET's headers", async () => {
    const file = (await pageFiles()).find((one) => one.endsWith(".js")) ?? "/no-script-found";
    const first = await request(file, { "accept-encoding": "gzip, br" });
    const again = await request(file, { "accept-encoding": "gzip, br", "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const head = await request(file, { "accept-encoding": "gzip, br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.headers["content-encoding"]).toBe(first.headers["content-encoding"]);
    // one log line per answer, as for every other request (written once the answer has gone)
    const lines = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes(` ${file} `));
    await expect.poll(() => lines().some((line) => / GET \S+ 304 \d+ms$/.test(line))).toBe(true);
    await expect.poll(() => lines().some((line) => / HEAD \S+ 200 \d+ms$/.test(line))).toBe(true);
  });

  it("a file the build does not hold is Next's 404, and nothing outside the folder is served", async () => {
    for (const pathname of [
      "/_next/static/chunks/no-such-file.js",
      "/_next/static/../../package.json",
      "/_next/static/%2e%2e/%2e%2e/package.json",
      "/_next/static/chunks/..%2f..%2f..%2fpackage.json",
    ]) {
      const answer = await request(pathname);
      expect(answer.status, pathname).toBe(404);
      expect(answer.body.toString(), pathname).not.toContain('"wunschliste"');
    }
    const missing = await request("/_next/static/chunks/no-such-file.js");
    expect(missing.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(missing.body.toString()).toBe("Not Found");
    expect(missing.headers["cache-control"]).toContain("no-store");
  });
});
