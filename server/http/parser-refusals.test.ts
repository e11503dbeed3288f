import { describe, expect, it } from "vitest";
import { listenFailure, listeningUrl } from "./parser-refusals.mjs";

describe("the start's lines about its address", () => {
  it("names an address the browser can open, IPv6 in brackets (decision 212)", () => {
    expect(listeningUrl("0.0.0.0", 3000)).toBe("http://localhost:3000/web/");
    expect(listeningUrl("::", 3000)).toBe("http://localhost:3000/web/");
    expect(listeningUrl("127.0.0.1", 3001)).toBe("http://127.0.0.1:3001/web/");
    expect(listeningUrl("::1", 3001)).toBe("http://[::1]:3001/web/");
    expect(listeningUrl("wishes.lan", 80)).toBe("http://wishes.lan:80/web/");
    const inUse = Object.assign(new Error("in use"), { code: "EADDRINUSE" });
    expect(listenFailure(inUse, "::1", 3001)).toBe(
      "[::1]:3001 is already in use (is another server running? set PORT)",
    );
  });
});
