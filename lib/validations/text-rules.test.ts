import { describe, expect, it } from "vitest";
import { checkPublicHttpUrl, hasControlCharacters, isPrivateAddress } from "./text-rules";

describe("hasControlCharacters", () => {
  it.each(["\u0000hidden", "a\u0007b", "x\u001b[31m", "del\u007f", "c1\u0085", "c1\u009b"])("finds %j", (text) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters(text, { multiline: true })).toBe(true);
  });
  it("allows tab and line breaks only in multi-line texts", () => {
    for (const text of ["a\tb", "line\nline", "dos\r\nline"]) {
      expect(hasControlCharacters(text)).toBe(true);
      expect(hasControlCharacters(text, { multiline: true })).toBe(false);
    }
  });
  it("leaves ordinary text alone: umlauts, Turkish letters, emoji, non-breaking space", () => {
    expect(hasControlCharacters("Größe ğüşıöç 🎁\u00a0Ä")).toBe(false);
  });
});

describe("checkPublicHttpUrl", () => {
  it.each([
    "https://example.org/gift.png",
    "http://shop.example.com:8080/a?b=c",
    "https://93.184.216.34/x",
    "https://[2606:2800:220:1:248:1893:25c8:1946]/",
    "https://172.32.0.1/",
    "https://xn--mnchen-3ya.de/",
  ])("accepts %s", (url) => expect(checkPublicHttpUrl(url)).toBe("ok"));

  it.each([
    "http://localhost:3000/",
    "http://LOCALHOST./",
    "http://app.localhost/",
    "http://127.0.0.1:8080/",
    "http://127.1/",
    "http://2130706433/",
    "http://0x7f.1/",
    "http://017700000001/",
    "http://0.0.0.0/",
    "http://10.1.2.3/",
    "http://172.16.0.1/",
    "http://172.31.255.255/",
    "http://192.168.1.1/router.png",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.64.0.1/",
    "http://[::1]/",
    "http://[::]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[::ffff:192.168.0.1]/",
    "http://[fe80::1]/",
    "http://[fd12:3456::1]/",
    "http://[fc00::1]/",
    "http://[64:ff9b::10.0.0.1]/",
    "http://nas/",
    "http://printer.local/",
    "http://metadata.google.internal/",
  ])("refuses the internal address %s", (url) => expect(checkPublicHttpUrl(url)).toBe("url_not_public"));

  it.each([
    "javascript:alert(1)",
    "ftp://example.org/",
    "data:image/png;base64,AA",
    "https://user:pw@example.org/",
    "not a url",
    "https://",
  ])("refuses %s as no http(s) link", (url) => expect(checkPublicHttpUrl(url)).toBe("invalid_url"));
});

describe("isPrivateAddress", () => {
  it("refuses every non-public range of a resolved address, and what is no address at all", () => {
    for (const address of [
      "127.0.0.2",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "224.0.0.1",
      "0.0.0.0",
      "::",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "fd00::1",
      "fe80::1%eth0",
      "ff02::1",
      "2002:7f00:1::",
      "not-an-address",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it("lets public addresses through", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:93.184.216.34"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
