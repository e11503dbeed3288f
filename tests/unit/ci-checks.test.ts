// `npm test` builds without Next's own type check because it runs `tsc --noEmit` over the same
// tree itself (docs/decisions/153-ci-time.md): the skip must stay tied to that check, and every
// other build (npm start, the container image, a deploy) must still check the types.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

async function nextConfig(typesCheckedApart: string | undefined) {
  vi.resetModules();
  vi.stubEnv("TYPES_CHECKED_APART", typesCheckedApart);
  const { default: config } = await import("../../next.config");
  return config;
}

describe("the build's type check", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is skipped only when the types are checked apart", async () => {
    expect((await nextConfig(undefined)).typescript?.ignoreBuildErrors).toBe(false);
    expect((await nextConfig("0")).typescript?.ignoreBuildErrors).toBe(false);
    expect((await nextConfig("1")).typescript?.ignoreBuildErrors).toBe(true);
  });

  it("is skipped by npm test, which runs tsc over the whole tree, .next/types included", () => {
    const testScript = readFileSync(path.join(root, "scripts/test.mjs"), "utf8");
    expect(testScript).toContain('process.env.TYPES_CHECKED_APART = "1"');
    expect(testScript).toContain('["types", "npx", ["tsc", "--noEmit"]]');
    // the checks run unconditionally, also when the build skipped its own type check
    expect(testScript).toMatch(/^await Promise\.all\(\[\n  checks\(\)[,.]/m);
    const tsconfig = JSON.parse(readFileSync(path.join(root, "tsconfig.json"), "utf8"));
    expect(tsconfig.include).toContain(".next/types/**/*.ts");
  });
});
