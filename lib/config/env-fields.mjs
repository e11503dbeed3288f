// The rules a setting's text must meet (env.mjs declares which setting uses which). Plain ESM for
// the same reason as env.mjs: server/ and scripts/ read it without a build step. Each rule is a
// function that builds its schema when called: importing this module builds nothing, so the app's
// bundles, which take the configuration the server already read (lib/server/config.ts), never pay
// for zod schemas they do not run (issue 57, docs/decisions/146-the-create-page-before-the-database.md).
import { z } from "zod";
import { isPostgresqlUrl } from "./database-url.mjs";

/** An unset or blank variable means "use the default". @param {unknown} value */
export const unsetIfBlank = (value) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * An optional setting's text, trimmed, with the checks `rules` adds to it; unset or blank: the default.
 * @template {z.ZodType} T
 * @param {(text: z.ZodString) => T} rules
 */
const optionalText = (rules) => z.preprocess(unsetIfBlank, rules(z.string().trim()).optional());

/**
 * Whether `value` is an address whose parts `accept` takes (false when it is no address at all).
 * @param {string} value
 * @param {(url: URL) => boolean} accept
 */
function isAddress(value, accept) {
  try {
    return accept(new URL(value));
  } catch {
    return false;
  }
}

/** @param {number} min @param {number} max */
const buildWholeNumber = (min, max) =>
  optionalText((text) =>
    text
      .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`)),
  );
/** @type {Map<string, ReturnType<typeof buildWholeNumber>>} */
const wholeNumbers = new Map();
/**
 * One schema per range, shared by the settings of that range (30 of 46 share two ranges): a zod
 * schema is immutable, and building each anew was half of the config's ~30 ms of schemas at a start.
 * @param {number} min @param {number} max
 */
export function wholeNumber(min, max) {
  const key = `${min}-${max}`;
  let schema = wholeNumbers.get(key);
  if (!schema) wholeNumbers.set(key, (schema = buildWholeNumber(min, max)));
  return schema;
}

export const flag = () =>
  z.preprocess(
    unsetIfBlank,
    z
      .enum(["1", "0", "true", "false", "yes", "no", "on", "off"], { error: "must be 1 or 0" })
      .transform((value) => ["1", "true", "yes", "on"].includes(value))
      .optional(),
  );

/** How the server writes its log: `text` lines, or `json` objects a line (server/log.mjs). */
export const LOG_FORMATS = /** @type {const} */ (["text", "json"]);

export const logFormat = () =>
  z.preprocess(
    (value) => unsetIfBlank(typeof value === "string" ? value.trim().toLowerCase() : value),
    z.enum(LOG_FORMATS, { error: "must be text or json" }).optional(),
  );

export const publicBaseUrl = () =>
  optionalText((text) =>
    text
      .refine(
        (value) =>
          isAddress(
            value,
            (url) => (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password,
          ),
        "must be an http(s) address such as https://wishes.example.org",
      )
      .refine((value) => !/[?#]/.test(value), "must not contain a query or fragment")
      // links add /web/… themselves: a base copied from the start's line (…/web/) led to /web/web/ (decision 212)
      .refine(
        (value) => !isAddress(value, (url) => /\/web\/*$/i.test(url.pathname)),
        "must be the site's address, not its /web/ page, such as https://wishes.example.org (links add /web/… themselves)",
      )
      // kept without its trailing slash, so `${base}/web/?slug=…` never doubles one
      .transform((value) => value.replace(/\/+$/, "")),
  );

export const databaseUrl = () =>
  optionalText((text) =>
    text.refine(
      (value) => value.startsWith("file:") || isPostgresqlUrl(value),
      "must be a SQLite file: URL such as file:./data/wunschliste.db or a postgresql:// URL",
    ),
  );

/**
 * Host names or IP addresses the outbound fetcher may reach although they are private
 * (docs/decisions/046-outbound-fetch.md): comma-separated, lower-cased, brackets and a trailing
 * dot dropped. Empty by default: no private host at all.
 */
export const hostList = () =>
  z.preprocess(
    unsetIfBlank,
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((host) =>
            host
              .trim()
              .toLowerCase()
              .replace(/^\[|\]$/g, "")
              .replace(/\.$/, ""),
          )
          .filter(Boolean),
      )
      .refine(
        (hosts) => hosts.every((host) => /^[a-z0-9.:_-]+$/.test(host)),
        "must be host names or IP addresses separated by commas, e.g. 127.0.0.1,shop.intranet",
      )
      .optional(),
  );

/**
 * The bearer token Prometheus sends for GET /metrics (docs/decisions/056-metrics.md); unset: no
 * metrics at all. Long enough not to be guessed, and printable, as it travels in a header.
 */
export const metricsToken = () =>
  optionalText((text) =>
    text
      .min(16, "must be at least 16 characters (e.g. from `openssl rand -hex 24`)")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces"),
  );

/**
 * The admin view's token (docs/decisions/128-the-admin-view.md), sent as `X-Admin-Token`. Any
 * printable text is read; one shorter than ADMIN_TOKEN_MIN_LENGTH keeps the admin paths off (said
 * in a start-up line, lib/config/env.mjs adminSetting) rather than stopping the server.
 */
export const adminToken = () =>
  optionalText((text) => text.regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces"));

/**
 * The SMTP server mails go out through (docs/decisions/081-mail.md): `smtp://user:pass@host:587`
 * (STARTTLS when the server offers it) or `smtps://user:pass@host:465` (TLS from the start). Unset:
 * no mail at all.
 */
export const smtpUrl = () =>
  optionalText((text) =>
    text.refine(
      (value) =>
        isAddress(value, (url) => (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== ""),
      "must be an smtp:// or smtps:// address such as smtp://user:password@mail.example.org:587",
    ),
  );

/** The sender of every mail: `wishes@example.org` or `Wunschliste <wishes@example.org>`. */
export const mailFrom = () =>
  optionalText((text) =>
    text.refine(
      (value) => /^(?:[^<>\r\n"]{0,100}<[^\s<>@"]+@[^\s<>@"]+>|[^\s<>@"]+@[^\s<>@"]+)$/.test(value),
      "must be an address such as wishes@example.org or Wunschliste <wishes@example.org>",
    ),
  );

/**
 * Whom visitors ask about their data (the privacy page, docs/decisions/133-privacy-page.md): a
 * name, a mail address or a postal address, one line, shown as text (never as a link or markup).
 */
export const operatorContact = () =>
  optionalText((text) =>
    text
      .max(300, "must be at most 300 characters")
      .regex(/^[^\u0000-\u001f\u007f]+$/, "must be one line without control characters"),
  );
