// Every answer the server gives carries the security headers and a Content-Security-Policy
// (docs/decisions/017-csp-nonces.md, 038-request-edges.md): pages their own, with a nonce, and
// everything else the one that lets nothing run or be framed — Next's own 404s and 400s, the build's
// files, the public folder's, redirects, refusals and the login process's answers alike. Before,
// Next's static 404 (`/_next/static/nope.js`), the public folder's files and 404s, the build's files
// and the redirects went out with no policy at all.
import { expect, it } from "vitest";
import { describeOnOneBackend } from "../support/backends";
import { testServerForFile } from "../support/fixture";
import {
  NON_PAGE_CONTENT_SECURITY_POLICY,
  SERVICE_WORKER_CONTENT_SECURITY_POLICY,
} from "../../server/http/security-headers.mjs";

const { server, api } = testServerForFile();

/** A page's policy: scripts only with this answer's nonce, nothing framed. */
const PAGE_POLICY =
  /^default-src 'self'; script-src 'self' 'nonce-[\w+/=]+' 'strict-dynamic'; .*frame-ancestors 'none'$/;

/**
 * One policy (two would be joined with a comma): the page's, the service worker's (whose fetches it
 * governs) or the one for what is no page.
 */
function expectHeaders(answer: Response, what: string) {
  const policy = answer.headers.get("content-security-policy");
  expect(policy, `${what}: its Content-Security-Policy`).not.toBeNull();
  if (what === "GET /sw.js") expect(policy, what).toBe(SERVICE_WORKER_CONTENT_SECURITY_POLICY);
  else if (policy !== NON_PAGE_CONTENT_SECURITY_POLICY) expect(policy, what).toMatch(PAGE_POLICY);
  expect(answer.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(answer.headers.get("x-frame-options"), what).toBe("DENY");
  expect(answer.headers.get("referrer-policy"), what).toBe("no-referrer");
}

const ask = (path: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}${path}`, { redirect: "manual", ...init });

async function expectAnswer(path: string, status: number, init: RequestInit = {}) {
  const answer = await ask(path, init);
  const what = `${init.method ?? "GET"} ${path}`;
  expect(answer.status, what).toBe(status);
  expectHeaders(answer, what);
  await answer.arrayBuffer();
  return answer;
}

// headers do not depend on the database: the SQLite pass (decision 174)
describeOnOneBackend("every answer", () => {
  it("404s: Next's static one, the public folder's, a page's, the API's", async () => {
    for (const path of [
      "/_next/static/nope.js",
      "/_next/static/chunks/nope.css",
      "/fonts/nope.woff2",
      "/icons/nope.png",
    ])
      await expectAnswer(path, 404);
    for (const path of ["/bg/nope.svg", "/nope", "/web/nope", "/api/nope", "/api/list_get.php?slug=abcdefghjk"])
      await expectAnswer(path, 404);
  });

  it("405s, 413s and Next's own 400", async () => {
    await expectAnswer("/web/", 405, { method: "PUT" });
    await expectAnswer("/sw.js", 405, { method: "DELETE" });
    await expectAnswer("/api/list_get.php", 405, { method: "PATCH" });
    const huge = JSON.stringify({ title: "x".repeat(3_000_000), owner_password: "pw" });
    const tooLarge = await ask("/api/list_create.php", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: huge,
    });
    expect(tooLarge.status).toBe(413);
    expectHeaders(tooLarge, "a body too large");
    await expectAnswer("/_next/image?url=x", 400);
  });

  it("files: the build's (200 and 304), the public folder's, the manifest and the service worker", async () => {
    const html = await (await ask("/web/")).text();
    const script = /src="(\/_next\/static\/[^"?]+\.js)"/.exec(html)?.[1] ?? "/no-script-found";
    const first = await expectAnswer(script, 200, { headers: { "accept-encoding": "br" } });
    const etag = first.headers.get("etag") ?? "";
    await expectAnswer(script, 304, { headers: { "accept-encoding": "br", "if-none-match": etag } });
    for (const path of ["/sw.js", "/logo.svg", "/favicon.ico", "/manifest.webmanifest"]) await expectAnswer(path, 200);
  });

  it("pages (rendered, then from the page cache) and redirects", async () => {
    const list = await api.createList("Kopfzeilen", "pw");
    for (const path of ["/web/", `/web/?slug=${list.slug}`, `/web/?slug=${list.slug}`]) await expectAnswer(path, 200);
    for (const path of ["/", "/web", "/?slug=abc"]) await expectAnswer(path, 307);
  });
});
