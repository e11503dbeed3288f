import { describe, expect, it } from "vitest";
import { API_PATHS } from "../../lib/api-paths.mjs";
import { bearerMatches } from "./endpoint.mjs";
import { routeLabel, statusClass } from "./route-label.mjs";

describe("routeLabel", () => {
  it("names every API path, the list screen, Next's files and the metrics", () => {
    for (const path of API_PATHS) expect(routeLabel(`${path}?slug=x`)).toBe(path);
    expect(routeLabel("/web/?slug=abc")).toBe("/web/");
    expect(routeLabel("/web")).toBe("/web/");
    expect(routeLabel("/web/draw/?slug=abc")).toBe("/web/draw/");
    expect(routeLabel("/_next/static/chunks/x.js")).toBe("/_next/");
    expect(routeLabel("/metrics")).toBe("/metrics");
  });

  it("gives every other path the one label `other`", () => {
    for (const path of [
      "/",
      "/api/nope.php",
      "/api/list_get.php/extra",
      "/API/qr",
      "/web/x",
      "/wp-login.php",
      "",
      undefined,
    ])
      expect(routeLabel(path)).toBe("other");
  });

  it("classes statuses", () => {
    expect([200, 304, 404, 499, 503].map(statusClass)).toEqual(["2xx", "3xx", "4xx", "4xx", "5xx"]);
  });
});

describe("bearerMatches", () => {
  const token = "a-token-of-some-length";
  it("takes the token as a bearer token only", () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    for (const header of [undefined, "", "Bearer", `Bearer ${token}x`, `Basic ${token}`, token, `Bearer ${token} x`])
      expect(bearerMatches(header, token), String(header)).toBe(false);
  });
});
