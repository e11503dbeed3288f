import { describe, expect, it } from "vitest";
import { addFromLinkPath, bookmarkletSource, sharedLinkFrom } from "./shared-link";

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

  it("finds nothing in a share without an http(s) address", () => {
    expect(sharedLinkFrom([null, "just a text", "ftp://files.example/a"])).toBeNull();
    expect(sharedLinkFrom(["javascript:alert(1)", "data:text/html,hi"])).toBeNull();
    expect(sharedLinkFrom([`https://shop.example/${"a".repeat(2100)}`])).toBeNull();
  });
});

describe("addFromLinkPath and bookmarkletSource", () => {
  it("carry the link encoded, so its own query stays whole", () => {
    expect(addFromLinkPath("abc_1", "https://shop.example/p?a=1&b=2")).toBe(
      "/web/?slug=abc_1&add=https%3A%2F%2Fshop.example%2Fp%3Fa%3D1%26b%3D2",
    );
  });

  it("a bookmarklet that opens this app's share screen with the page's address", () => {
    const source = bookmarkletSource("https://wishes.example.org");
    expect(source.startsWith("javascript:")).toBe(true);
    let opened = "";
    const location = {
      href: "https://shop.example/p/1?x=1&y=2",
    };
    // run the bookmarklet's body against a stand-in location, as a browser would on the shop page
    new Function("location", source.slice("javascript:".length))(
      new Proxy(location, { set: (_, __, value: string) => ((opened = value), true) }),
    );
    expect(opened).toBe("https://wishes.example.org/web/share/?url=https%3A%2F%2Fshop.example%2Fp%2F1%3Fx%3D1%26y%3D2");
  });
});
