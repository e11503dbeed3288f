import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding.mjs";

describe("the content coding a client gets", () => {
  const both = ["br", "gzip"];

  it("takes the server's best of what the client accepts, at equal weight", () => {
    expect(preferredEncoding("gzip, br", both)).toBe("br");
    expect(preferredEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(preferredEncoding("GZIP", both)).toBe("gzip");
    expect(preferredEncoding("gzip", ["br"])).toBe("identity");
  });

  it("follows the client's weights, and q=0 refuses", () => {
    expect(preferredEncoding("br;q=0.5, gzip", both)).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0", both)).toBe("identity");
    expect(preferredEncoding("gzip;q=0", ["gzip"])).toBe("identity");
    expect(preferredEncoding("br , gzip ; q=0.8", both)).toBe("br");
  });

  it("reads * as any coding the header does not name", () => {
    expect(preferredEncoding("*", both)).toBe("br");
    expect(preferredEncoding("br;q=0, *", both)).toBe("gzip");
    expect(preferredEncoding("identity", both)).toBe("identity");
  });

  it("sends the file as it is without a header, or with one it cannot read", () => {
    expect(preferredEncoding(undefined, both)).toBe("identity");
    expect(preferredEncoding("", both)).toBe("identity");
    expect(preferredEncoding("gzip;q=abc", both)).toBe("identity");
    expect(preferredEncoding(",,;", both)).toBe("identity");
    expect(preferredEncoding("gzip", [])).toBe("identity");
  });
});
