// The server's own 500 (an error in front of Next, the login thread ended under a login) speaks
// the request's language as the app's 500 does, with the headers every answer carries.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "../../lib/locale-choice.mjs";
import { answerInternalError } from "./request-edges.mjs";

const sentence = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8")).errors.internal_error;

let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((req, res) => answerInternalError(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the server's own 500", () => {
  it.each([
    [{ "accept-language": "fr-CH, de;q=0.5" }, "fr"],
    [{ cookie: `${LOCALE_COOKIE}=it`, "accept-language": "fr" }, "it"],
    [{}, "de"],
  ])("%o is answered in %s", async (headers, locale) => {
    const answer = await fetch(`${base}/api/list.owner.login`, { method: "POST", headers });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ ok: false, code: "internal_error", error: sentence(locale) });
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });
});
