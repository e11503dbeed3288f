import "server-only";
import { getLocale } from "next-intl/server";
import { isLocale, visitorFormatLocale } from "../locale";

/**
 * The locale this request's prices and dates are written in (docs/decisions/075): the page's
 * language with the browser's region for it. Every page that shows money renders with it, so a
 * phone sees one format on lists and draws alike (issue 51: "€ 30,00" on a draw, "22,00 €" on a list).
 */
export async function requestFormatLocale(requestHeaders: Headers): Promise<string> {
  const language = await getLocale();
  return isLocale(language) ? visitorFormatLocale(language, requestHeaders.get("accept-language")) : language;
}
