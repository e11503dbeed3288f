import { describe, expect, it } from "vitest";
import { bookmarkletSource, listBookmarkletSource } from "./bookmarklets";
import { addFromLinkPath, READY_MESSAGE, sentPageFrom, sharedLinkFrom } from "./shared-link";
import { LIMITS } from "./validations/limits";

describe("sharedLinkFrom", () => {
  it("takes the url field first, then a link inside the text, then the title", () => {
    expect(sharedLinkFrom(["https://shop.example/p/1", "see https://other.example/x", null])).toBe(
      "https://shop.example/p/1",
    );
    expect(sharedLinkFrom([null, "Look at this! https://shop.example/p/1?c=2 — nice", "Kettle"])).toBe(
      "https://shop.example/p/1?c=2",
    );
    expect(sharedLinkFrom(["", "", "Kettle https://shop.example/k"])).toBe("https://shop.example/k");
  });

  it("leaves a sentence's closing punctuation outside the address", () => {
    expect(sharedLinkFrom(["I want this: https://shop.example/p/1."])).toBe("https://shop.example/p/1");
    expect(sharedLinkFrom(["(https://shop.example/p/1)"])).toBe("https://shop.example/p/1");
  });

  it("reads an address of many thousands of closing characters at once (decision 228)", () => {
    // a shared text is a page's query: 64,000 of them took 5.7 s of the server's thread, quadratic
    const text = `https://shop.example/${")".repeat(64_000)}a`;
    const started = performance.now();
    expect(sharedLinkFrom([text])).toBeNull(); // longer than an address may be
    expect(sharedLinkFrom([`https://shop.example/p/1${")".repeat(64_000)}`])).toBe("https://shop.example/p/1");
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("finds nothing in a share without an http(s) address", () => {
    expect(sharedLinkFrom([null, "just a text", "ftp://files.example/a"])).toBeNull();
    expect(sharedLinkFrom(["javascript:alert(1)", "data:text/html,hi"])).toBeNull();
    expect(sharedLinkFrom([`https://shop.example/${"a".repeat(2100)}`])).toBeNull();
  });
});

describe("addFromLinkPath", () => {
  it("carry the link encoded, so its own query stays whole", () => {
    expect(addFromLinkPath("abc_1", "https://shop.example/p?a=1&b=2")).toBe(
      "/web/?slug=abc_1&add=https%3A%2F%2Fshop.example%2Fp%3Fa%3D1%26b%3D2",
    );
  });
});

describe("the bookmarklet", () => {
  const origin = "https://wishes.example.org";
  const shopAddress = "https://shop.example/p/1?x=1&y=2";

  /** Runs the bookmarklet's body against stand-ins for the shop page's window, as a browser would. */
  function runOnShopPage(opened: { postMessage: (data: unknown, target: string) => void } | null) {
    const listeners: ((event: { source: unknown; origin: string; data: unknown }) => void)[] = [];
    const location = { href: shopAddress };
    const removed: string[] = [];
    const copy = {
      querySelectorAll: (selector: string) => [{ remove: () => removed.push(selector) }],
      outerHTML: "<html><head><title>Kettle</title></head></html>",
    };
    const window = {
      open: (url: string) => ((openedUrl = url), opened),
      addEventListener: (_: string, listener: (typeof listeners)[number]) => listeners.push(listener),
      removeEventListener: () => listeners.splice(0),
    };
    let openedUrl = "";
    const source = bookmarkletSource(origin);
    expect(source.startsWith("javascript:")).toBe(true);
    expect(source).not.toContain("%"); // a javascript: URL is percent-decoded before it runs
    new Function("location", "document", "window", source.slice("javascript:".length))(
      location,
      { documentElement: { cloneNode: () => copy } },
      window,
    );
    return { listeners, location, openedUrl: () => openedUrl, removed };
  }

  it("opens the share screen in a new window and posts the page only to this app's window, once it is ready", () => {
    const posted: [unknown, string][] = [];
    const app = { postMessage: (data: unknown, target: string) => posted.push([data, target]) };
    const { listeners, openedUrl, removed } = runOnShopPage(app);
    expect(openedUrl()).toBe(`${origin}/web/share/?page=1&url=https%3A%2F%2Fshop.example%2Fp%2F1%3Fx%3D1%26y%3D2`);
    expect(removed).toEqual([
      'script:not([type="application/ld+json"]),style,svg,noscript,iframe,template,link[rel="stylesheet"]',
    ]);
    // another window, another origin or another message: nothing is sent
    listeners[0]!({ source: {}, origin, data: READY_MESSAGE });
    listeners[0]!({ source: app, origin: "https://shop.example", data: READY_MESSAGE });
    listeners[0]!({ source: app, origin, data: "hello" });
    expect(posted).toEqual([]);
    listeners[0]!({ source: app, origin, data: READY_MESSAGE });
    const page = { wunschliste: "page", url: shopAddress, html: "<html><head><title>Kettle</title></head></html>" };
    expect(posted).toEqual([[page, origin]]);
    expect(sentPageFrom(posted[0]![0])).toEqual({ url: shopAddress, html: page.html });
  });

  it("where the popup is blocked, opens the share screen here with the address alone", () => {
    const { location } = runOnShopPage(null);
    expect(location.href).toBe(`${origin}/web/share/?url=https%3A%2F%2Fshop.example%2Fp%2F1%3Fx%3D1%26y%3D2`);
  });

  it("is taken only as a page with an http(s) address and bounded markup", () => {
    expect(sentPageFrom({ wunschliste: "page", url: "javascript:alert(1)", html: "" })).toBeNull();
    expect(sentPageFrom({ wunschliste: "page", url: shopAddress, html: 1 })).toBeNull();
    expect(
      sentPageFrom({ wunschliste: "page", url: shopAddress, html: "x".repeat(LIMITS.previewPage + 1) }),
    ).toBeNull();
    expect(sentPageFrom({ wunschliste: "other", url: shopAddress, html: "" })).toBeNull();
    expect(sentPageFrom("wunschliste:ready")).toBeNull();
  });
});

describe("the list bookmarklet", () => {
  const origin = "https://wishes.example.org";
  const listAddress = "https://www.amazon.de/hz/wishlist/ls/ABC";

  it("opens a popup at once, scrolls until the end marker shows, then posts the page to the ready window", () => {
    const posted: unknown[] = [];
    const app = { postMessage: (data: unknown) => posted.push(data) };
    const listeners: ((event: { source: unknown; origin: string; data: unknown }) => void)[] = [];
    const steps: (() => void)[] = [];
    let items = 3;
    let ended = false;
    let opened: unknown[] = [];
    const window = {
      open: (...args: unknown[]) => ((opened = args), app),
      addEventListener: (_: string, listener: (typeof listeners)[number]) => listeners.push(listener),
      removeEventListener: () => undefined,
      scrollTo: () => (items += 3),
    };
    const document = {
      documentElement: {
        scrollHeight: 1000,
        cloneNode: () => ({ querySelectorAll: () => [], outerHTML: `<html>${items} items</html>` }),
      },
      querySelectorAll: () => ({ length: items }),
      querySelector: () => (ended ? {} : null),
    };
    const source = listBookmarkletSource(origin);
    expect(source).not.toContain("%");
    new Function("location", "document", "window", "setTimeout", source.slice("javascript:".length))(
      { href: listAddress },
      document,
      window,
      (step: () => void) => steps.push(step),
    );
    expect(opened[0]).toBe(
      `${origin}/web/share/?page=1&bring=1&url=https%3A%2F%2Fwww.amazon.de%2Fhz%2Fwishlist%2Fls%2FABC`,
    );
    expect(opened[2]).toMatch(/^popup/);
    listeners[0]!({ source: app, origin, data: READY_MESSAGE });
    // still scrolling: nothing is sent yet
    steps.shift()!();
    expect(posted).toEqual([]);
    ended = true;
    steps.shift()!();
    expect(posted).toEqual([{ wunschliste: "page", url: listAddress, html: "<html>9 items</html>" }]);
    expect(steps).toEqual([]);
  });
});
