import { NextResponse, type NextRequest } from "next/server";
import { newNonce, pageContentSecurityPolicy } from "@/lib/server/csp";

// Pages only (the matcher keeps /api/ and static files out, so they pay nothing for it):
// 1. The page lives at /web/ (with its slash, docs/api.md "Routing and pages"): `/` and `/web` lead there.
// 2. Every page answer gets a Content-Security-Policy with a fresh nonce; Next reads the nonce
//    from the request's CSP header and puts it on its own scripts.
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === "/" || pathname === "/web") {
    const response = NextResponse.redirect(new URL(`/web/${search}`, request.url), 307);
    response.headers.set("X-Content-Type-Options", "nosniff");
    response.headers.set("Referrer-Policy", "no-referrer");
    return response;
  }
  const nonce = newNonce();
  const policy = pageContentSecurityPolicy(nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: [{ source: "/((?!api/|_next/static|_next/image|fonts/|bg/|logo\\.svg|favicon|icons/|manifest|sw\\.js).*)" }],
};
