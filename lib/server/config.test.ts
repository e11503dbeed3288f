// The app's configuration is the one server/main.mjs read and checked before Next started (handed
// over among the shared objects); only without that server does the app read the environment itself.
import { afterEach, expect, it, vi } from "vitest";
import { loadConfig } from "../config/env.mjs";
import { sharedObjects } from "../../server/shared.mjs";

afterEach(() => {
  delete sharedObjects().config;
  vi.unstubAllEnvs();
  vi.resetModules();
});

it("takes the configuration the server read instead of reading the environment again", async () => {
  vi.stubEnv("PORT", "4000");
  const read = loadConfig({ PORT: "4321", PUBLIC_BASE_URL: "https://wishes.example.org" }, "/srv");
  sharedObjects().config = read;
  vi.resetModules();
  const { serverConfig } = await import("./config");
  expect(serverConfig).toBe(read);
  expect(serverConfig.port).toBe(4321);
});

it("reads the environment itself where no server handed one over (next dev, the unit tests)", async () => {
  vi.stubEnv("PORT", "4322");
  vi.resetModules();
  const { serverConfig } = await import("./config");
  expect(serverConfig.port).toBe(4322);
});
