import { NextResponse, type NextRequest } from "next/server";

// The page lives at /web/ (with its slash, DECISIONS.md). `/` and `/web` lead there; the redirect
// carries the same security headers as every other answer (next.config headers skip redirects).
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname !== "/" && pathname !== "/web") return NextResponse.next();
  const response = NextResponse.redirect(new URL(`/web/${search}`, request.url), 307);
  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("Referrer-Policy", "no-referrer");
  return response;
}

export const config = { matcher: ["/", "/web"] };
