import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT || 3217);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** A second server with PUBLIC_BASE_URL set, for the share-link tests. */
export const CONFIGURED_BASE_URL = `http://127.0.0.1:${PORT + 1}`;
export const PUBLIC_BASE_URL = "https://wishes.example.org";
/** Where the second server sends mail: e2e/public/mail.spec.ts listens there while it runs. */
export const SMTP_PORT = PORT + 2;
/** The first server's admin view (e2e/public/admin.spec.ts, docs/decisions/128-the-admin-view.md). */
export const ADMIN_TOKEN = "e2e-admin-token-0123456789";
/** The first server's OPERATOR_CONTACT, named to the owner of a list the admin hid (decision 241). */
export const OPERATOR_CONTACT = "Familie Muster, datenschutz@example.org";

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous: CI shares 2 cores with the build and the API suite; a test must not fail because
  // another process took a core. The axe scans and screenshots of the screens tests are heavy.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // page.route() cannot see what a service worker fetches; the offline test allows it itself
    serviceWorkers: "block",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      // A fresh SQLite file in a temp dir, the production build, the real server. Its start gets
      // the same generous time as the API tests' servers (tests/support/server.ts): a busy machine.
      command: `node e2e/support/start-server.mjs`,
      url: `${BASE_URL}/api/health`,
      // every page of every test opens a live-update stream from 127.0.0.1: no per-address cap here
      // the shop-link tests' fixture shop listens on 127.0.0.1 (e2e/owner/shop-link.spec.ts); nothing else private
      env: {
        PORT: String(PORT),
        REQUEST_LOG: "0",
        LIVE_STREAMS_PER_ADDRESS: "1000",
        OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
        ADMIN_TOKEN,
        OPERATOR_CONTACT,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node e2e/support/start-server.mjs`,
      url: `${CONFIGURED_BASE_URL}/api/health`,
      // it also sends mail (decision 081; mail needs PUBLIC_BASE_URL): only mail.spec.ts gives addresses
      env: {
        PORT: String(PORT + 1),
        REQUEST_LOG: "0",
        PUBLIC_BASE_URL,
        LIVE_STREAMS_PER_ADDRESS: "1000",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: "Wunschliste <wishes@wishes.example.org>",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
