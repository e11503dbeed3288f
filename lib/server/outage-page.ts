import "server-only";
import { createTranslator } from "next-intl";
import type { AppError } from "../errors";
import { textDirection, type Locale } from "../locale";
import { CATALOGUES } from "./catalogues.generated";
import { NON_PAGE_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from "../../server/http/security-headers.mjs";
import { errorText } from "./messages";
import { faultStoppingReads, noteFaultOf, refusalDuringFault } from "./db/fault-watch";
import type { OutageHandling, PageAnswer } from "./page-cache";

// The list page while the database is away and this instance holds no copy of it
// (docs/decisions/080-reading-through-faults.md): a plain 503 page in the visitor's language that
// asks again by itself after Retry-After, instead of Next's error page with a 500 and a stack in
// the log. No script and no style: it must not depend on anything but this process.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function outagePage(locale: Locale, refusal: AppError): PageAnswer {
  const seconds = refusal.retryAfterSeconds ?? 5;
  const title = createTranslator({ locale, messages: CATALOGUES[locale] })("meta.title");
  const sentence = errorText(refusal.code, locale);
  const html =
    `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta http-equiv="refresh" content="${seconds}"><title>${escapeHtml(title)}</title></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p data-code="${refusal.code}">${escapeHtml(sentence)}</p></main></body></html>`;
  const body = Buffer.from(html);
  return {
    status: refusal.status,
    headers: {
      ...SECURITY_HEADERS,
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(seconds),
      // nothing on it runs or loads
      "content-security-policy": NON_PAGE_CONTENT_SECURITY_POLICY,
      "content-length": body.length,
    },
    body,
  };
}

/** What the page cache does while the database is away: kept pages served, the others this 503 page. */
export const OUTAGE_HANDLING: OutageHandling = {
  faultOf: noteFaultOf,
  stoppingReads: faultStoppingReads,
  page: (locale, fault) => outagePage(locale, refusalDuringFault(fault)),
};
