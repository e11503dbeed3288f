import "server-only";
import { serverConfig } from "./config";

/**
 * The origin that links and QR codes should use. PUBLIC_BASE_URL wins (behind a proxy that does
 * not pass the original host); otherwise the host the browser asked for.
 */
export function publicBaseUrl(headers: Headers): string {
  if (serverConfig.publicBaseUrl) return serverConfig.publicBaseUrl;
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host") || "localhost:3000";
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  return `${proto}://${host}`;
}

/** The public link of a list: never carries a token. */
export function publicListUrl(baseUrl: string, slug: string): string {
  return `${baseUrl}/web/?slug=${encodeURIComponent(slug)}`;
}
