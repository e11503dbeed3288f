import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import type { Messages } from "next-intl";
import { LOCALE_COOKIE, resolveLocale } from "../locale";
import { CATALOGUE_LOADERS } from "./languages.generated";

// next-intl falls back to the server's zone and asks for it anew on every request, and building an
// Intl.DateTimeFormat to ask was ~2 % of a page's CPU (bench/profile.mjs): the same zone, asked once.
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

// No locale in the URL: the cookie (kept in step with the browser's choice) decides, then
// Accept-Language, then German (docs/api.md "Responses").
export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerStore.get("accept-language"));
  const messages = (await CATALOGUE_LOADERS[locale]()).default as Messages;
  return { locale, timeZone: SERVER_TIME_ZONE, messages };
});
