import "server-only";
import { serverConfig } from "./config";

/**
 * The origin that links and QR codes should use. PUBLIC_BASE_URL wins (behind a proxy that does
 * not pass the original host); otherwise the host the browser asked for.
 */
export function publicBaseUrl(headers: Pick<Headers, "get">): { baseUrl: string; configured: boolean } {
  if (serverConfig.publicBaseUrl) return { baseUrl: serverConfig.publicBaseUrl, configured: true };
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host") || "localhost:3000";
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  return { baseUrl: `${proto}://${host}`, configured: false };
}
