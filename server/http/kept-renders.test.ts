// The create page kept at build time (decision 168) over real HTTP, from a build folder made here:
// which requests it answers while Next prepares, in which language, under which nonce, and that a
// kept render of another build is never served.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wireRequest } from "../../tests/support/wire";
import { KEPT_RENDERS_FOLDER, loadKeptRenders } from "./kept-renders.mjs";

const BUILD = "build-one";
const RENDERED_NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const page = (locale: string) =>
  `<!DOCTYPE html><html lang="${locale}"><head><script nonce="${RENDERED_NONCE}">boot()</script></head>` +
  `<body>${locale} ${"Wunschliste ".repeat(200)}<script nonce="${RENDERED_NONCE}">hydrate()</script></body></html>`;

let root = "";
let port = 0;
let server: http.Server;
/** The build folder the server reads; `kept`: the build id its kept renders name. */
function buildFolder(name: string, kept: string): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, KEPT_RENDERS_FOLDER), { recursive: true });
  writeFileSync(path.join(dir, "BUILD_ID"), BUILD);
  const write = (file: string, value: unknown) =>
    writeFileSync(path.join(dir, KEPT_RENDERS_FOLDER, `${file}.json`), JSON.stringify(value));
  for (const locale of ["de", "en", "ar"]) {
    const headers = { "content-type": "text/html; charset=utf-8", "x-frame-options": "DENY" };
    write(locale, { buildId: kept, locale, status: 200, headers, nonce: RENDERED_NONCE, html: page(locale) });
  }
  write("index", { buildId: kept, locales: ["ar", "de", "en"] });
  return dir;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "wunschliste-kept-"));
  const current = loadKeptRenders(buildFolder("current", BUILD));
  server = http.createServer((req, res) => {
    if ("answer" in current && current.answer(req, res)) return;
    res.writeHead(299).end("left to Next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe("the kept create page", () => {
  it("answers /web/ in the request's language, with a fresh nonce on every script and in the policy", async () => {
    const answers = await Promise.all([
      wireRequest(port, "/web/", { cookie: "theme=dark; NEXT_LOCALE=en" }),
      wireRequest(port, "/web/", { "accept-language": "ar-EG,en;q=0.5" }),
      wireRequest(port, "/web/", { "accept-language": "fr-FR" }),
    ]);
    expect(answers.map((answer) => /lang="(\w+)"/.exec(answer.body.toString())?.[1])).toEqual(["en", "ar", "de"]);
    const nonces = answers.map(
      (answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1],
    );
    expect(new Set(nonces).size).toBe(3);
    answers.forEach((answer, index) => {
      expect(answer.status).toBe(200);
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      const html = answer.body.toString();
      expect([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])).toEqual([nonces[index], nonces[index]]);
      expect(html).not.toContain(RENDERED_NONCE);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    });
  });

  it("compresses it with gzip for a client that takes gzip", async () => {
    const answer = await wireRequest(port, "/web/", { "accept-encoding": "gzip, br", cookie: "NEXT_LOCALE=de" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1] ?? "";
    expect(gunzipSync(answer.body).toString()).toBe(page("de").replaceAll(RENDERED_NONCE, nonce));
  });

  it.each([
    ["a list's page", "/web/?slug=abc", {}, "GET"],
    ["a HEAD request", "/web/", {}, "HEAD"],
    ["Next's client navigation", "/web/", { rsc: "1" }, "GET"],
    ["two language cookies", "/web/", { cookie: "NEXT_LOCALE=en; NEXT_LOCALE=ar" }, "GET"],
    ["a cookie Next reads otherwise", "/web/", { cookie: "NEXT_LOCALE=en ; a=b" }, "GET"],
  ])("leaves %s to Next", async (_, url, headers, method) => {
    expect((await wireRequest(port, url, headers, method)).status).toBe(299);
  });

  it("is not served from the kept renders of another build, nor without any", () => {
    expect(loadKeptRenders(buildFolder("stale", "build-zero"))).toEqual({
      none: "the kept renders are of build build-zero, not build-one",
    });
    mkdirSync(path.join(root, "bare"));
    writeFileSync(path.join(root, "bare", "BUILD_ID"), BUILD);
    expect(loadKeptRenders(path.join(root, "bare"))).toHaveProperty("none");
  });
});
