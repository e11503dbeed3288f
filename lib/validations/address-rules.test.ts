// The address rules (issue 39 item 9): the special-purpose ranges come from ipaddr.js, so
// IPv4-translated, site-local and every other range IANA sets aside are refused in every spelling.
import { describe, expect, it } from "vitest";
import { checkPublicHttpUrl, isInternalHost, isPrivateAddress } from "./address-rules";

describe("checkPublicHttpUrl", () => {
  it.each([
    "https://example.org/gift.png",
    "http://shop.example.com:8080/a?b=c",
    "https://93.184.216.34/x",
    "https://[2606:2800:220:1:248:1893:25c8:1946]/",
    "https://172.32.0.1/",
    "https://xn--mnchen-3ya.de/",
    "https://[::ffff:93.184.216.34]/",
    "https://[64:ff9b::93.184.216.34]/",
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
    "http://198.18.0.1/",
    "http://192.0.2.10/",
    "http://[::1]/",
    "http://[::]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[::ffff:192.168.0.1]/",
    // IPv4-translated (RFC 6145) and site-local (RFC 3879): these passed the hand-written table
    "http://[::ffff:0:127.0.0.1]/",
    "http://[::ffff:0:7f00:1]/",
    "http://[fec0::1]/",
    "http://[fe80::1]/",
    "http://[fd12:3456::1]/",
    "http://[fc00::1]/",
    "http://[64:ff9b::10.0.0.1]/",
    "http://[64:ff9b:1::1]/",
    "http://[::127.0.0.1]/",
    "http://[2001:db8::1]/",
    "http://[2001::1]/",
    "http://[2002:7f00:1::]/",
    "http://[100::1]/",
    "http://[5f00::1]/",
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

  it("lets a host the server allows through, as written and only that host", () => {
    expect(checkPublicHttpUrl("http://127.0.0.1:8080/p", ["127.0.0.1"])).toBe("ok");
    expect(checkPublicHttpUrl("http://shop.intranet/p", ["shop.intranet"])).toBe("ok");
    expect(checkPublicHttpUrl("http://localhost:8080/p", ["127.0.0.1"])).toBe("url_not_public");
    expect(checkPublicHttpUrl("http://[::ffff:127.0.0.1]/p", ["127.0.0.1"])).toBe("url_not_public");
    expect(checkPublicHttpUrl("http://user:pw@127.0.0.1/p", ["127.0.0.1"])).toBe("invalid_url");
  });
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
      "255.255.255.255",
      "240.0.0.1",
      "203.0.113.5",
      "0.0.0.0",
      "::",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:0:127.0.0.1",
      "fec0::1",
      "fd00::1",
      "fe80::1%eth0",
      "ff02::1",
      "2002:7f00:1::",
      "2001:db8::5",
      "not-an-address",
      "",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it("lets public addresses through, and IPv4 spelled in IPv6 as the IPv4 address", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:93.184.216.34", "64:ff9b::808:808"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe("isInternalHost", () => {
  it("refuses names that resolve inside and IPv6 literals it cannot read", () => {
    for (const host of ["intranet", "router.", "box.home.arpa", "[fec0::1]", "[::ffff:0:127.0.0.1]", "[1:2:3]"]) {
      expect(isInternalHost(host), host).toBe(true);
    }
    expect(isInternalHost("shop.example.com")).toBe(false);
    expect(isInternalHost("[2606:4700::1111]")).toBe(false);
  });
});
