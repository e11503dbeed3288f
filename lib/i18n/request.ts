import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, resolveLocale } from "../locale";

// No locale in the URL: the cookie (kept in step with the browser's choice) decides, then
// Accept-Language, then German (docs/api.md "Responses").
export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerStore.get("accept-language"));
  return { locale, messages: (await import(`../../messages/${locale}.json`)).default };
});
