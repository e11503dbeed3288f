// The compile cache the image's build writes (scripts/warm-compile-cache.mjs) must be found by the
// container's first start in another folder: Node 24.12+ is asked for a portable cache, keyed by paths
// relative to the cache folder; older Nodes take the folder alone (docs/decisions/149).
import { expect, it } from "vitest";
import { compileCacheOptions } from "./compile-cache.mjs";

it("asks Node 24.12 and newer for a portable cache, in the same folder", () => {
  expect(compileCacheOptions("24.18.0", "/app/.next/cache/node-compile")).toEqual({
    directory: "/app/.next/cache/node-compile",
    portable: true,
  });
  expect(compileCacheOptions("24.12.0", "/c")).toEqual({ directory: "/c", portable: true });
  expect(compileCacheOptions("25.1.0", "/c")).toEqual({ directory: "/c", portable: true });
});

it("gives older Nodes the folder alone, the one argument they take", () => {
  expect(compileCacheOptions("24.11.1", "/c")).toBe("/c");
  expect(compileCacheOptions("22.1.0", "/c")).toBe("/c");
  expect(compileCacheOptions("20.20.2", "/c")).toBe("/c");
});
