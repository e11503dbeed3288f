// How the server takes hold of a page Next renders for the page cache (server/http/page-capture.mjs),
// over real HTTP: the answer sent is the cache's, and a client that went away gives its render up —
// also one that went away before the capture began (while the cache read the list's version), or
// the visitors waiting for that render wait the cache's whole render wait for nothing.
import { once } from "node:events";
import http from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureResponse } from "./page-capture.mjs";

let server: http.Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server whose every request waits for `beforeCapture`, then is captured and answered as Next would. */
async function serverWith(beforeCapture: (req: http.IncomingMessage) => Promise<void>) {
  const finish = vi.fn(async (rendered: { status: number; body: Buffer }) => ({
    status: rendered.status,
    headers: { "content-type": "text/plain", "x-kept": "1" },
    body: Buffer.from(`kept: ${rendered.body.toString()}`),
  }));
  const abandon = vi.fn();
  const rendered = vi.fn();
  server = http.createServer((req, res) => {
    void beforeCapture(req).then(() => {
      captureResponse(res, finish, abandon);
      // as Next: it writes its own answer in pieces
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<p>page");
      res.end("</p>");
      rendered();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { port: (server.address() as AddressInfo).port, finish, abandon, rendered };
}

describe("captureResponse", () => {
  it("sends the cache's answer instead of what Next wrote", async () => {
    const { port, finish, abandon } = await serverWith(async () => {});
    const answer = await fetch(`http://127.0.0.1:${port}/web/?slug=a`);
    expect(answer.headers.get("x-kept")).toBe("1");
    expect(await answer.text()).toBe("kept: <p>page</p>");
    expect(finish).toHaveBeenCalledTimes(1);
    expect(abandon).not.toHaveBeenCalled();
  });

  it("gives the render up when the client went away before the capture began", async () => {
    let clientGone = () => {};
    const gone = new Promise<void>((resolve) => (clientGone = resolve));
    const { port, abandon, rendered } = await serverWith(async (req) => {
      // the cache reads the list's version; meanwhile the visitor hangs up
      await gone;
      if (!req.socket.destroyed) await once(req.socket, "close");
    });
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    socket.write(`GET /web/?slug=a HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    socket.destroy();
    clientGone();
    await vi.waitFor(() => expect(rendered).toHaveBeenCalled());
    expect(abandon).toHaveBeenCalledTimes(1);
  });
});
