import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import {
  NON_PAGE_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  SERVICE_WORKER_CONTENT_SECURITY_POLICY,
} from "./server/http/security-headers.mjs";

// The catalogues are compiled at build time (precompile): the browser then needs only next-intl's
// small formatter, not the ICU message parser (issue 11, docs/performance.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets parallel checkouts or test runs build side by side (default .next).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // NEXT_OUTPUT=standalone (the container build only): Next copies just the files the app uses,
  // node_modules included, to <distDir>/standalone (docs/decisions/048-container-image.md) — less
  // libsql's musl build (the image is glibc's); the server's own files are traced and added to it
  // (scripts/trace-server.mjs, docs/decisions/091-the-server-folder.md).
  ...(process.env.NEXT_OUTPUT === "standalone"
    ? {
        output: "standalone" as const,
        outputFileTracingExcludes: { "*": ["node_modules/@libsql/linux-x64-musl/**"] },
      }
    : {}),
  // The API paths are served exactly as written (no slash added or removed); /web/ keeps its slash.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  serverExternalPackages: ["zod"],
  experimental: {
    // Each route's code loads at its first request, not all of them at the start: preloading
    // every API route and page held the event loop for ~0.5 s before the server even listened,
    // and the first page waited behind it (issue 44, docs/decisions/087-cold-start-and-hashing.md).
    preloadEntriesOnStart: false,
  },
  // `npm test` type-checks the whole tree itself (`tsc --noEmit` after the build, .next/types
  // included) and sets this for its build: Next's own check of the same files would be a second one
  // (docs/decisions/153-ci-time.md). Every other build checks the types as before.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_APART === "1" },
  reactStrictMode: true,
  typedRoutes: false,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
      },
      {
        source: "/api/:path*",
        // pages get theirs, with a nonce per response, from proxy.ts
        headers: [{ key: "Content-Security-Policy", value: NON_PAGE_CONTENT_SECURITY_POLICY }],
      },
      {
        // the worker's fetches of this origin are governed by this (server/main.mjs gives every other
        // file the policy for what is no page)
        source: "/sw.js",
        headers: [{ key: "Content-Security-Policy", value: SERVICE_WORKER_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
