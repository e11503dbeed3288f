import { getLocale, getTranslations } from "next-intl/server";
import { textDirection } from "@/lib/locale";
import { APP_THEME_COLOR } from "@/lib/theme";

// The web app manifest in the visitor's language (cookie, then Accept-Language, like the pages).
// A list page links `?slug=…`: installed from there, the home-screen icon opens that list (each
// list is its own app, so a guest can keep several); elsewhere it opens the create page.
const SLUG = /^[A-Za-z0-9_-]{1,64}$/;

export async function GET(request: Request) {
  const [t, locale] = await Promise.all([getTranslations("app"), getLocale()]);
  const slug = new URL(request.url).searchParams.get("slug");
  const start = slug && SLUG.test(slug) ? `/web/?slug=${slug}` : "/web/";
  const manifest = {
    name: t("name"),
    short_name: t("shortName"),
    description: t("description"),
    // the installed app's name and description are in this language and read in its direction
    lang: locale,
    dir: textDirection(locale),
    id: start,
    start_url: start,
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: APP_THEME_COLOR,
    // "Share → Wunschliste" from a shop's app: the link arrives at the share screen, which asks
    // which of this device's lists gets the wish (docs/decisions/062-share-target.md)
    share_target: {
      action: "/web/share/",
      method: "GET",
      params: { title: "title", text: "text", url: "url" },
    },
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "no-cache",
      Vary: "Cookie, Accept-Language",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
