import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

// The catalogues are compiled at build time (precompile): the browser then needs only next-intl's
// small formatter, not the ICU message parser (issue 11, docs/performance.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// Pages get their Content-Security-Policy, with a nonce per response, from proxy.ts. Everything
// else (API answers, files) gets this one: nothing there may run or be framed.
const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets parallel checkouts or test runs build side by side (default .next).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // NEXT_OUTPUT=standalone (the container build only): Next copies just the files the server uses,
  // node_modules included, to <distDir>/standalone (docs/decisions/048-container-image.md) — less
  // sharp (the app has no next/image) and libsql's musl build (the image is glibc's): 29 MB.
  ...(process.env.NEXT_OUTPUT === "standalone"
    ? {
        output: "standalone" as const,
        outputFileTracingExcludes: {
          "*": ["node_modules/sharp/**", "node_modules/@img/**", "node_modules/@libsql/linux-x64-musl/**"],
        },
      }
    : {}),
  // The API paths are served exactly as written (no slash added or removed); /web/ keeps its slash.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: NON_PAGE_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
