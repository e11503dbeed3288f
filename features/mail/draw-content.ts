import "server-only";
import { isolatedIn } from "../../lib/bidi-isolate";
import { formatEventDay } from "../../lib/event-date";
import { isCurrency } from "../../lib/list-settings";
import { formatPrice } from "../../lib/price";
import { framedMail, mailLocale, translatorFor, type Block, type RenderedMail, type Translate } from "./content";
import { confirmPageLink } from "./links";
import type { DrawMailKind, DrawMailPayload } from "./payload";

// What a draw's mail says (docs/decisions/089-draw-mail.md), framed like every other mail
// (./content.ts). The confirmation names the draw and the person; the link and the reminder greet
// the person by their own name and carry their own link. No mail names anyone's match: one address
// may serve two people of a draw (a couple), and whoever reads it must not learn a pairing from it.

/** The draw's day (unless the greeting says it already) and budget, as lines under the greeting. */
function factLines(t: Translate, payload: DrawMailPayload, locale: string, withDay: boolean): Block[] {
  const { eventDate, budgetCents, currency } = payload.draw;
  const lines: Block[] = [];
  if (eventDate && withDay) lines.push({ text: t("drawDay", { date: formatEventDay(eventDate, locale) }) });
  if (budgetCents !== null) {
    const amount = formatPrice(budgetCents / 100, null, {
      locale,
      currency: isCurrency(currency) ? currency : undefined,
    });
    if (amount) lines.push({ text: t("drawBudget", { amount }) });
  }
  return lines;
}

/** The mail a draw's row of the outbox stands for; `personalLink` for the link and the reminder. */
export function renderDrawMail(
  kind: DrawMailKind,
  localeName: string,
  payload: DrawMailPayload,
  personalLink: string | null,
): RenderedMail {
  const locale = mailLocale(localeName);
  const t = translatorFor(locale);
  // a name or title written the other way round keeps the sentence's order, in the text part too
  const draw = isolatedIn(locale, payload.draw.title);
  const name = isolatedIn(locale, payload.person);
  const place = { kind: "draw", slug: payload.draw.slug } as const;
  if (kind === "draw_confirm") {
    return framedMail(
      locale,
      t("drawConfirmSubject", { draw }),
      [
        { text: t("drawConfirm", { draw, name }) },
        { text: t("confirmAction"), href: confirmPageLink(payload.confirm?.token ?? "", place) },
        { text: t("confirmIgnore", { list: draw }) },
      ],
      payload.unsubscribe,
      place,
    );
  }
  const reminder = kind === "draw_reminder" && payload.draw.eventDate !== null;
  const date = payload.draw.eventDate ? formatEventDay(payload.draw.eventDate, locale) : "";
  const subject = reminder ? t("drawReminderSubject", { draw, date }) : t("drawLinkSubject", { draw });
  const greeting = reminder
    ? t(payload.matchHasList ? "drawReminder" : "drawReminderNoList", { draw, name, date })
    : t(payload.redrawn ? "drawLinkRedrawn" : payload.drawn ? "drawLinkDrawn" : "drawLinkWaiting", { draw, name });
  const body: Block[] = [
    { text: greeting },
    ...factLines(t, payload, locale, !reminder),
    ...(personalLink ? [{ text: t("drawOpen"), href: personalLink }] : []),
    { text: t("drawKeep") },
  ];
  return framedMail(locale, subject, body, payload.unsubscribe, place);
}
