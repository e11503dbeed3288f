// The edges of a request (issue 34 items 3 and 4, docs/decisions/038-request-edges.md): pages and
// files answer only GET and HEAD; a request cut off mid-body is one log line saying so (499), not a
// 200 and a stack; a body that does not arrive within BODY_TIMEOUT_SECONDS is dropped with 408.
import net from "node:net";
import { expect, it } from "vitest";
import { errorText } from "../support/api";
import { describeOnOneBackend } from "../support/backends";
import { testServerForFile } from "../support/fixture";

const { server, api } = testServerForFile({ BODY_TIMEOUT_SECONDS: "2" });

/** Log lines for `method path` so far. */
const logLines = (method: string, path: string) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.includes(` ${method} ${path} `));

/** Sends `head` and the first `sent` bytes of a `body`, then `then(socket)`; resolves with what came back. */
function rawRequest(head: string, body: string, then: (socket: net.Socket) => void): Promise<string> {
  return new Promise((resolve) => {
    let received = "";
    const socket = net.connect(server.port, "127.0.0.1", () => {
      socket.write(`${head}\r\nHost: 127.0.0.1\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
      then(socket);
    });
    socket.on("data", (chunk) => (received += chunk));
    socket.on("error", () => {});
    socket.on("close", () => resolve(received));
  });
}

/**
 * The headers of an answer the server writes itself (a raw answer's head): those every answer of
 * the app carries, the API's Content-Security-Policy, and no caching.
 */
function expectOwnAnswerHeaders(answer: string) {
  const head = answer.split("\r\n\r\n")[0]!.toLowerCase();
  expect(head).toContain("\r\ncontent-security-policy: default-src 'none'; frame-ancestors 'none'\r\n");
  expect(head).toContain("\r\nx-content-type-options: nosniff\r\n");
  expect(head).toContain("\r\nx-frame-options: deny\r\n");
  expect(head).toContain("\r\nreferrer-policy: no-referrer\r\n");
  expect(head).toContain("\r\ncache-control: no-store\r\n");
}

// the HTTP edges of a request do not depend on the database: the SQLite pass (decision 174)
describeOnOneBackend("pages and files", () => {
  const paths = ["/web/?slug=abcdefghjk", "/web/", "/", "/sw.js", "/manifest.webmanifest", "/logo.svg"];

  // the screens under /web/ also take the POST of a form sent before their scripts ran (decision 035)
  const allowed = (path: string) => (path.startsWith("/web/") ? "GET, HEAD, POST" : "GET, HEAD");
  it.each(["PUT", "DELETE", "PATCH", "POST", "OPTIONS"])("answer %s with 405 and Allow", async (method) => {
    for (const path of paths) {
      if (method === "POST" && path.startsWith("/web/")) continue;
      const answer = await fetch(`${server.baseUrl}${path}`, { method, redirect: "manual" });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.get("allow"), path).toBe(allowed(path));
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(await answer.text(), path).not.toContain("<html");
    }
  });

  it("still answer GET and HEAD", async () => {
    const list = await api.createList("Methoden", "pw");
    for (const method of ["GET", "HEAD"]) {
      const page = await fetch(`${server.baseUrl}/web/?slug=${list.slug}`, { method });
      expect(page.status, method).toBe(200);
      expect((await fetch(`${server.baseUrl}/sw.js`, { method })).status, method).toBe(200);
    }
    // the API keeps its own JSON 405 with the path's Allow
    const apiOptions = await fetch(`${server.baseUrl}/api/list_get.php`, { method: "OPTIONS" });
    expect(apiOptions.status).toBe(405);
    expect(apiOptions.headers.get("allow")).toBe("GET");
  });
});

describeOnOneBackend("a request cut off", () => {
  it("mid-body is one log line with 499, never a 200 and never a stack", async () => {
    const body = JSON.stringify({ item_id: "abcdefghjk", name: "Erna", password: "secret" });
    for (let n = 0; n < 5; n += 1) {
      await rawRequest("POST /api/item_reserve.php HTTP/1.1\r\nContent-Type: application/json", body, (socket) => {
        socket.write(body.slice(0, body.length / 2), () => socket.destroy());
      });
    }
    await expect.poll(() => logLines("POST", "/api/item_reserve.php").length).toBe(5);
    for (const line of logLines("POST", "/api/item_reserve.php")) expect(line).toMatch(/ 499 \d+ms$/);
    // a whole request to the same path afterwards is answered and logged as usual
    const whole = await api.post("/api/item_reserve.php", { item_id: "abcdefghjk", name: "Erna", password: "x" });
    expect(whole.status).toBe(404);
    await expect.poll(() => logLines("POST", "/api/item_reserve.php").length).toBe(6);
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(server.output()).not.toMatch(/\[api\]|aborted|ECONNRESET/);
  });

  it("mid-body on a page's form post is one log line with 499 too, like the API (issue 39 item 7)", async () => {
    const body = "name=Erna&password=geheim-geheim&count=1";
    const pages = ["/web/?slug=abcdefghjk", "/web/share/"];
    for (const path of pages) {
      for (let n = 0; n < 3; n += 1) {
        await rawRequest(`POST ${path} HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded`, body, (socket) => {
          socket.write(body.slice(0, body.length / 2), () => setTimeout(() => socket.destroy(), 200));
        });
      }
    }
    // One line each, with the path without its query (the slug opens the list): 499 when the
    // client left first, else the page's own status (the page reads no body, so it may answer
    // before the body is in).
    for (const path of ["/web/", "/web/share/"]) {
      await expect.poll(() => logLines("POST", path).length, { timeout: 30_000 }).toBe(3);
      for (const line of logLines("POST", path)) expect(line).toMatch(/ (499|200|404) \d+ms$/);
    }
    // a whole form post is still answered with the page
    const whole = await fetch(`${server.baseUrl}/web/share/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(whole.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(server.output()).not.toMatch(/aborted|ECONNRESET/);
  });

  it("whose body trickles in slower than BODY_TIMEOUT_SECONDS is answered 408 and closed, in its language", async () => {
    const body = JSON.stringify({ title: "Langsam", owner_password: "pw" });
    let timer: ReturnType<typeof setInterval> | undefined;
    const answer = await rawRequest(
      "POST /api/list.create.php HTTP/1.1\r\nContent-Type: application/json\r\nAccept-Language: it",
      body,
      (socket) => {
        let sent = 0;
        // one byte every half second: the whole body would take far longer than the 2 s allowed
        timer = setInterval(() => {
          if (sent < body.length - 1 && socket.writable) socket.write(body[sent++]!);
        }, 500);
      },
    );
    clearInterval(timer);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"request_timeout"');
    expectOwnAnswerHeaders(answer);
    // its headers were read before the body ran late: the sentence in the language they ask for
    expect(JSON.parse(answer.split("\r\n\r\n")[1]!).error).toBe(errorText("request_timeout", "it"));
    await expect.poll(() => logLines("POST", "/api/list.create.php").length).toBe(1);
    expect(logLines("POST", "/api/list.create.php")[0]).toMatch(/ 408 \d+ms$/);
    expect(server.output()).not.toMatch(/^\s+at /m);
  });
});

describeOnOneBackend("a request Node's parser refuses", () => {
  it("is answered 400 with the headers and the Content-Security-Policy every API answer has", async () => {
    // a length and a chunked body at once: the parser refuses it before the app sees it
    const answer = await rawRequest(
      "POST /api/list.owner.login HTTP/1.1\r\nTransfer-Encoding: chunked",
      "{}",
      () => {},
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"invalid_body"');
    expectOwnAnswerHeaders(answer);
  });
});
