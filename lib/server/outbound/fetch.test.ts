// The outbound fetcher against the fixture shop on loopback: 127.0.0.1 is allowed (as
// OUTBOUND_ALLOW_HOSTS=127.0.0.1 would), 127.0.0.2 and localhost stand for "private".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureShops, type FixtureShop } from "@/tests/support/fixture-shop";
import { OUTBOUND_USER_AGENT, outboundFetch, type OutboundOptions } from "./fetch";
import { OutboundError } from "./outbound-error";

let shop: FixtureShop;
let other: FixtureShop;
beforeAll(async () => {
  ({ shop, other } = await startFixtureShops());
});
afterAll(async () => {
  await Promise.all([shop?.close(), other?.close()]);
});

const pageOptions: OutboundOptions = { accept: ["html", "image"], overflow: "cut", allowHosts: ["127.0.0.1"] };

async function failure(address: string, options: Partial<OutboundOptions> = {}) {
  const error = await outboundFetch(address, { ...pageOptions, ...options }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(OutboundError);
  return (error as OutboundError).reason;
}

describe("outboundFetch", () => {
  it("fetches a page from an allowed host and follows a redirect on it", async () => {
    const answer = await outboundFetch(`${shop.origin}/to-jsonld`, pageOptions);
    expect(answer.kind).toBe("html");
    expect(answer.url.pathname).toBe("/jsonld");
    expect(answer.body.toString("utf8")).toContain("Stella");
    expect(shop.hits("/jsonld")).toBeGreaterThan(0);
  });

  it("refuses every private address unless allowed, before any request is made", async () => {
    expect(await failure(`${other.origin}/jsonld`)).toBe("not_allowed");
    expect(await failure(`${shop.origin.replace("127.0.0.1", "localhost")}/landed`)).toBe("not_allowed");
    expect(await failure(`${shop.origin}/jsonld`, { allowHosts: [] })).toBe("not_allowed");
    expect(await failure(`http://[::ffff:127.0.0.2]:${other.port}/jsonld`)).toBe("not_allowed");
    expect(other.hits("/jsonld")).toBe(0);
    expect(shop.hits("/landed")).toBe(0);
  });

  it("checks every redirect again: from an allowed host to another private one is refused", async () => {
    expect(await failure(`${shop.origin}/to-other-loopback`)).toBe("not_allowed");
    expect(await failure(`${shop.origin}/to-localhost`)).toBe("not_allowed");
    expect(shop.hits("/to-other-loopback")).toBe(1);
    expect(other.hits("/landed")).toBe(0);
    expect(shop.hits("/landed")).toBe(0);
  });

  it("stops after 5 redirects", async () => {
    const before = shop.hits("/loop");
    expect(await failure(`${shop.origin}/loop`)).toBe("too_many_redirects");
    expect(shop.hits("/loop") - before).toBe(6);
  });

  it("refuses other schemes, credentials and types", async () => {
    expect(await failure("ftp://127.0.0.1/x")).toBe("invalid_url");
    expect(await failure(`http://user:pw@127.0.0.1:${shop.port}/jsonld`)).toBe("invalid_url");
    expect(await failure(`${shop.origin}/file.pdf`)).toBe("unsupported_type");
    expect(await failure(`${shop.origin}/picture.png`, { accept: ["html"] })).toBe("unsupported_type");
    expect(await failure(`${shop.origin}/nothing-here`)).toBe("unreachable");
  });

  it("reads at most 2 MiB and stops reading there", async () => {
    const answer = await outboundFetch(`${shop.origin}/big`, pageOptions);
    expect(answer.truncated).toBe(true);
    expect(answer.body.length).toBe(2 * 1024 * 1024);
    expect(answer.body.toString("utf8")).toContain("Huge catalogue");
    expect(await failure(`${shop.origin}/big`, { overflow: "refuse" })).toBe("too_large");
  });

  it("gives up on a page that trickles when its time is up", async () => {
    expect(await failure(`${shop.origin}/trickle`, { totalMs: 1500 })).toBe("unreachable");
    expect(shop.finished("/trickle")).toBe(false);
  });

  it("reads an error status's page only when asked to (a robot check), never a picture's", async () => {
    expect(await failure(`${shop.origin}${shop.refusesServers}`)).toBe("unreachable");
    const answer = await outboundFetch(`${shop.origin}${shop.refusesServers}`, { ...pageOptions, readStatuses: [503] });
    expect(answer).toMatchObject({ status: 503, kind: "html" });
    expect(answer.body.toString("utf8")).toContain("validateCaptcha");
    expect(await failure(`${shop.origin}/nothing-here`, { readStatuses: [503] })).toBe("unreachable");
  });

  it("takes a picture's type without reading it when asked", async () => {
    const answer = await outboundFetch(`${shop.origin}/picture.png`, { ...pageOptions, skipBodyOf: ["image"] });
    expect(answer).toMatchObject({ kind: "image", mediaType: "image/png" });
    expect(answer.body.length).toBe(0);
  });

  it("names itself honestly", () => {
    expect(OUTBOUND_USER_AGENT).toMatch(/^Wunschliste\/\d+\.\d+\.\d+ \(\+link preview\)$/);
  });
});
