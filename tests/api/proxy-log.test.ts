// The shipped nginx site's access log (decision 232): what nginx writes of each request keeps what
// the app's own request log keeps — method, path, status — and not what the privacy page promises
// to forget: the visitor's network address (kept for the limits' window only), the list's slug and
// the tokens some requests carry in their query (a mail program's one-click unsubscribe). Its error
// log (decision 235) keeps none of them either: a request no instance took is a line of the
// access log, with the instances it tried.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServerForFile } from "../support/fixture";
import { nginxBinary, startNginx, type Proxy } from "../support/nginx";
import { freePort, testBackend } from "../support/server";

const inCi = process.env.CI === "true";
const nginxMissing = !nginxBinary();
if (testBackend === "sqlite" && nginxMissing && !inCi) {
  console.warn("[proxy-log] skipped: nginx is not installed (Debian: apt-get install -y nginx)");
}

/** A visitor at 127.0.0.2 (any loopback address is this host's): the address nginx would log. */
const VISITOR = "127.0.0.2";

function request(base: string, method: string, pathAndQuery: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      new URL(pathAndQuery, base),
      {
        method,
        localAddress: VISITOR,
        headers: body ? { "content-type": "application/x-www-form-urlencoded" } : {},
      },
      (answer) => {
        answer.resume();
        answer.on("end", () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

describe.skipIf(testBackend !== "sqlite" || (nginxMissing && !inCi))("the nginx site's access log", () => {
  const { server, api } = testServerForFile({ TRUST_PROXY: "1" });
  let proxy: Proxy;

  beforeAll(async () => {
    proxy = await startNginx([server.port]);
  });
  afterAll(async () => {
    await proxy?.stop();
  });

  it("names each request's method, path and status, without the visitor's address, the slug or a token", async () => {
    const { slug } = await api.createList("Weihnachten bei Oma", "owner-secret");
    const token = "unsubscribe-token-that-must-stay-secret";
    const asked = [
      ["GET", `/web/?slug=${slug}`, "/web/"],
      ["GET", `/api/list_get.php?slug=${slug}`, "/api/list_get.php"],
      ["POST", `/api/mail_unsubscribe.php?token=${token}`, "/api/mail_unsubscribe.php"],
    ] as const;
    const statuses: number[] = [];
    for (const [method, target] of asked) {
      statuses.push(
        await request(proxy.baseUrl, method, target, method === "POST" ? "List-Unsubscribe=One-Click" : undefined),
      );
    }
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    // nginx writes a request's line as it finishes it: wait for the last one's
    await expect.poll(() => proxy.accessLog(), { timeout: 30_000 }).toContain("mail_unsubscribe.php");
    const lines = proxy.accessLog().trim().split("\n");
    asked.forEach(([method, , path], index) => {
      const line = lines.find((candidate) => candidate.includes(`${method} ${path}`));
      expect(line, `a line for ${method} ${path} in:\n${lines.join("\n")}`).toBeDefined();
      expect(line).toMatch(new RegExp(`\\b${statuses[index]}\\b`));
    });
    const log = proxy.accessLog();
    expect(log).not.toContain(VISITOR);
    expect(log).not.toContain(slug);
    expect(log).not.toContain(token);
    // the app's own log keeps no more of them (decision 077, server/request-log.mjs)
    expect(server.output()).not.toContain(token);
  });
});

describe.skipIf(testBackend !== "sqlite" || (nginxMissing && !inCi))("the nginx site's error log", () => {
  it("keeps no visitor's address and no query when no instance answers; the access log names the instance", async () => {
    // an instance that is down (restarting, stopped): nothing listens on its port
    const down = await freePort();
    const proxy = await startNginx([down], { upstreamAnswers: false });
    try {
      const token = "unsubscribe-token-that-must-stay-secret";
      const status = await request(
        proxy.baseUrl,
        "POST",
        `/api/mail_unsubscribe.php?token=${token}`,
        "List-Unsubscribe=One-Click",
      );
      expect(status).toBe(502);
      await expect.poll(() => proxy.accessLog(), { timeout: 30_000 }).toContain("mail_unsubscribe.php");
      // what the operator needs: which request failed, and at which instance
      expect(proxy.accessLog()).toMatch(new RegExp(`POST /api/mail_unsubscribe\\.php 502 .*127\\.0\\.0\\.1:${down}`));
      const errors = proxy.errorLog();
      expect(errors).not.toContain(VISITOR);
      expect(errors).not.toContain(token);
    } finally {
      await proxy.stop();
    }
  });
});
