import "server-only";
import { createTranslator } from "next-intl";
import { isCurrency } from "../../lib/list-settings";
import { LANGUAGES, isLocale, DEFAULT_LOCALE, type Locale } from "../../lib/locale";
import { formatEventDay } from "../../lib/event-date";
import { publicListLink } from "../../lib/list-link";
import { formatPrice } from "../../lib/price";
import { CATALOGUES } from "../../lib/server/catalogues.generated";
import { serverConfig } from "../../lib/server/config";
import { confirmPageLink, oneClickUnsubscribeLink, unsubscribePageLink, type MailPlace } from "./links";
import type { ChangedField, MailEvent, MailPayload, PriceFact } from "./payload";

// What a mail of the outbox says, in the language its address was given in
// (docs/decisions/081-mail.md): a plain-text part and a simple HTML part with the same lines, every
// name and title escaped; the links to confirm, to open the list, and to leave.

export type MailKind = "confirm" | "giver" | "owner";

export type RenderedMail = {
  subject: string;
  text: string;
  html: string;
  /** For List-Unsubscribe (RFC 8058). */
  oneClickUnsubscribe: string;
};

export type Translate = ReturnType<typeof translatorFor>;

export function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace: "mail" });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The confirmation's first line, by what the address was given for. */
const CONFIRM_LEADS = { giver: "confirmGiver", owner: "confirmOwner", asker: "confirmAsker" } as const;

/** A giver's mail that only brings answers to their questions says so (decision 139). */
const onlyAnswers = (payload: MailPayload) =>
  payload.events.length > 0 && payload.events.every((event) => event.type === "answered");

/** A paragraph of text, or a link with the words to show for it. */
export type Block = { text: string } | { text: string; href: string };

const currencyOf = (code: string | undefined) => (code && isCurrency(code) ? code : undefined);

type ChangedEvent = Extract<MailEvent, { type: "changed" }>;

/**
 * A changed fact in the mail's words: "price €199.00 → €249.00" when the event kept its values
 * (issue 51, item 4), else only its name (a picture, or a row queued by an older version).
 */
function changedFact(t: Translate, event: ChangedEvent, field: ChangedField, locale: Locale): string {
  const none = t("noValue");
  const { values } = event;
  const currency = currencyOf(event.currency);
  const price = (fact: PriceFact) =>
    formatPrice(fact.cents === null ? null : fact.cents / 100, fact.text, { locale, currency }) ?? none;
  const change =
    field === "price" && values?.price
      ? { from: price(values.price.from), to: price(values.price.to) }
      : field === "link" && values?.link
        ? { from: values.link.from ?? none, to: values.link.to ?? none }
        : field === "quantity" && values?.quantity
          ? { from: String(values.quantity.from), to: String(values.quantity.to) }
          : null;
  const name = t(`field.${field}`);
  return change ? t("fieldChange", { field: name, ...change }) : name;
}

function giverLines(t: Translate, event: MailEvent, locale: Locale): string[] {
  switch (event.type) {
    case "changed": {
      const others = event.fields.filter((field) => field !== "title" || !event.was);
      const fields = others.map((field) => changedFact(t, event, field, locale)).join(", ");
      return [
        ...(event.was ? [t("renamed", { was: event.was, item: event.item })] : []),
        ...(others.length > 0 ? [t("changed", { item: event.item, fields })] : []),
      ];
    }
    case "deleted":
      return [t("deleted", { item: event.item })];
    case "released":
      return [t(event.pledge ? "releasedPledge" : "released", { item: event.item })];
    case "list_deleted":
      return [t("listDeleted")];
    case "answered":
      return [t("answered", { item: event.item, question: event.question, answer: event.answer })];
    default:
      return [];
  }
}

function ownerLine(t: Translate, event: MailEvent, locale: Locale): string | null {
  if (event.type === "deletion_planned") return t("deletionPlanned", { day: formatEventDay(event.day, locale) });
  if (event.type === "asked") return t("asked", { item: event.item, question: event.question });
  if (!("item" in event) || event.item === undefined) return null;
  const by = ("by" in event && event.by) || t("someone");
  const item = event.item;
  switch (event.type) {
    case "reserved":
      return event.count > 1 ? t("reservedSome", { by, item, count: event.count }) : t("reserved", { by, item });
    case "unreserved":
      return event.count > 1 ? t("unreservedSome", { by, item, count: event.count }) : t("unreserved", { by, item });
    case "pledged": {
      const amount =
        formatPrice((event.amountCents ?? 0) / 100, null, { locale, currency: currencyOf(event.currency) }) ?? "";
      return t("pledged", { by, item, amount });
    }
    case "unpledged":
      return t("unpledged", { by, item });
    default:
      return null;
  }
}

/**
 * Surprise mode: only how much happened (docs/decisions/065-surprise.md), each reservation, release
 * or share once: its units would tell how many of a wish are given, which the cards keep hidden too.
 */
function countedLines(t: Translate, events: MailEvent[]): string[] {
  const counts = { reserved: 0, unreserved: 0, pledged: 0, unpledged: 0 };
  for (const event of events) {
    if ("item" in event && event.item !== undefined) continue;
    const { type } = event;
    if (type === "reserved" || type === "unreserved" || type === "pledged" || type === "unpledged") counts[type] += 1;
  }
  const lines = [];
  if (counts.reserved) lines.push(t("countReserved", { count: counts.reserved }));
  if (counts.unreserved) lines.push(t("countUnreserved", { count: counts.unreserved }));
  if (counts.pledged) lines.push(t("countPledged", { count: counts.pledged }));
  if (counts.unpledged) lines.push(t("countUnpledged", { count: counts.unpledged }));
  return lines.length > 0 ? [t("surpriseIntro"), ...lines] : [];
}

function blocks(
  kind: MailKind,
  t: Translate,
  payload: MailPayload,
  locale: Locale,
): { subject: string; body: Block[] } {
  const list = payload.list.title;
  const place = listPlace(payload);
  if (kind === "confirm" && payload.confirm) {
    const lead = CONFIRM_LEADS[payload.confirm.purpose] ?? "confirmGiver";
    return {
      subject: t("confirmSubject", { list }),
      body: [
        { text: t(lead, { list }) },
        { text: t("confirmAction"), href: confirmPageLink(payload.confirm.token, place) },
        { text: t("confirmIgnore", { list }) },
      ],
    };
  }
  const lines =
    kind === "owner"
      ? [
          ...payload.events.map((event) => ownerLine(t, event, locale)).filter((line): line is string => !!line),
          ...countedLines(t, payload.events),
        ]
      : payload.events.flatMap((event) => giverLines(t, event, locale));
  if (payload.more > 0) lines.push(t("more", { count: payload.more }));
  const gone = payload.events.some((event) => event.type === "list_deleted") || payload.list.slug === null;
  const base = serverConfig.publicBaseUrl ?? "";
  const words = kind === "owner" ? "owner" : onlyAnswers(payload) ? "answer" : "giver";
  return {
    subject: t(`${words}Subject`, { list }),
    body: [
      { text: t(`${words}Intro`, { list }) },
      ...lines.map((text) => ({ text })),
      ...(!gone && payload.list.slug ? [{ text: t("openList"), href: publicListLink(base, payload.list.slug) }] : []),
    ],
  };
}

/** The list a mail is about, while it has a link (a deleted list has none). */
const listPlace = (payload: MailPayload): MailPlace =>
  payload.list.slug ? { kind: "list", slug: payload.list.slug } : null;

/** The mail a row of the outbox stands for. */
export function renderMail(kind: MailKind, localeName: string, payload: MailPayload): RenderedMail {
  const locale = mailLocale(localeName);
  const { subject, body } = blocks(kind, translatorFor(locale), payload, locale);
  return framedMail(locale, subject, body, payload.unsubscribe, listPlace(payload));
}

/** The language a row was queued in, or the default for one this version does not know. */
export const mailLocale = (localeName: string): Locale => (isLocale(localeName) ? localeName : DEFAULT_LOCALE);

/**
 * A mail's two parts from its paragraphs: plain text, and simple HTML with every text escaped and
 * `dir="rtl"` for Arabic; the way to leave closes both, and its token is List-Unsubscribe's; `place`
 * is the list or draw the page then leads back to.
 */
export function framedMail(
  locale: Locale,
  subject: string,
  body: Block[],
  unsubscribeToken: string,
  place: MailPlace,
): RenderedMail {
  const t = translatorFor(locale);
  const leave: Block[] = [
    // a list's link ends the mails as its page opens (decision 113); a draw's page asks first
    { text: t(place?.kind === "list" ? "unsubscribeLeadOneTap" : "unsubscribeLead") },
    { text: t("unsubscribeAction"), href: unsubscribePageLink(unsubscribeToken, place) },
  ];
  const all = [...body, ...leave];
  const text = [...all.map((block) => ("href" in block ? block.href : block.text)), "— Wunschliste"].join("\n\n");
  const direction = LANGUAGES[locale].direction;
  const paragraphs = all.map((block) =>
    "href" in block
      ? `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.text)}</a></p>`
      : `<p>${escapeHtml(block.text)}</p>`,
  );
  const html =
    `<!doctype html><html lang="${locale}" dir="${direction}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:sans-serif;line-height:1.5">${paragraphs.join("")}<p style="color:#666">— Wunschliste</p></body></html>`;
  return { subject, text, html, oneClickUnsubscribe: oneClickUnsubscribeLink(unsubscribeToken) };
}
