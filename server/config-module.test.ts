// The configuration module the server starts with (decision 178): the build's one-file bundle of
// lib/config/env.mjs reads and refuses settings exactly as the sources do, and a bundle made from
// other sources (lib/config or zod changed since the build) is never used.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleConfig } from "../scripts/bundle-config.mjs";
import * as sources from "../lib/config/env.mjs";
import { configBundleFile, configBundleHeader, importConfigModule } from "./config-module.mjs";

let distDir = "";
beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-config-bundle-"));
  await bundleConfig(undefined, distDir);
}, 60_000);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const refusal = (load: () => unknown) => {
  try {
    load();
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  return "accepted";
};

describe("the configuration module the server imports", () => {
  it("is the build's bundle, which reads and refuses every setting as the sources do", async () => {
    const bundled = await importConfigModule(distDir);
    expect(bundled).not.toBe(sources);
    const environments = [
      {},
      { PORT: "8080", DATABASE_URL: "postgresql://app:secret@db/wishes", PUBLIC_BASE_URL: "https://w.example.org/" },
      { PORT: "70000", BODY_TIMEOUT_SECONDS: "x", LOG_FORMAT: "yaml", DATABASE_URL: "mysql://h/db" },
      { SMTP_URL: "smtp://mail.example.org", ADMIN_TOKEN: "short" },
    ];
    for (const environment of environments) {
      expect(refusal(() => bundled.loadConfig(environment, "/srv/app"))).toBe(
        refusal(() => sources.loadConfig(environment, "/srv/app")),
      );
      if (refusal(() => sources.loadConfig(environment, "/srv/app")) === "accepted")
        expect(bundled.loadConfig(environment, "/srv/app")).toEqual(sources.loadConfig(environment, "/srv/app"));
      expect(bundled.logFormatOf(environment)).toBe(sources.logFormatOf(environment));
    }
  });

  it("is the sources when the build has no bundle, or one made from other sources", async () => {
    const other = mkdtempSync(path.join(os.tmpdir(), "wunschliste-config-stale-"));
    try {
      expect(await importConfigModule(other)).toBe(sources);
      mkdirSync(path.dirname(configBundleFile(other)), { recursive: true });
      // a bundle of older rules: it would accept any port
      writeFileSync(
        configBundleFile(other),
        `${configBundleHeader("of-other-sources")}export const loadConfig = () => ({ port: 70000 });`,
      );
      expect(await importConfigModule(other)).toBe(sources);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
