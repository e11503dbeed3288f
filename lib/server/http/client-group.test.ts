// The key limits count a client by (docs/decisions/100-client-groups.md): IPv6 by its /64.
import { describe, expect, it } from "vitest";
import { clientGroup } from "./request-info";

describe("clientGroup", () => {
  it("groups an IPv6 address by its /64, however it is written", () => {
    const group = "2001:db8:1:2::/64";
    for (const address of ["2001:db8:1:2::1", "2001:DB8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002::9"])
      expect(clientGroup(address)).toBe(group);
    expect(clientGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientGroup("::1")).toBe("::/64");
  });

  it("keeps an IPv4 address, also one written as IPv4-mapped IPv6, and anything else as it came", () => {
    expect(clientGroup("192.0.2.10")).toBe("192.0.2.10");
    expect(clientGroup("::ffff:192.0.2.10")).toBe("192.0.2.10");
    expect(clientGroup("unknown")).toBe("unknown");
  });
});
