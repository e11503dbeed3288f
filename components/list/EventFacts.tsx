import { useLocale, useTranslations } from "next-intl";
import { formatLocale } from "@/lib/locale";
import { parseEventDate } from "@/lib/validations/event-date";
import type { WireList } from "@/lib/wire";

/**
 * event_date is the wall-clock time the owner typed, without a time zone (docs/api.md "Event date"), so it is
 * formatted as UTC on both server and browser: same text everywhere, no shift, no hydration mismatch.
 */
function formatEventDate(value: string, locale: string): string {
  const date = parseEventDate(value);
  if (!date) return value;
  // each language's own format locale: English is British (day before month, 24-hour clock, issue 32)
  return new Intl.DateTimeFormat(formatLocale(locale), {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
}

export function EventFacts({ list }: { list: WireList }) {
  const t = useTranslations("public");
  const locale = useLocale();
  const facts = [
    list.event_date
      ? { key: "date", icon: "📅", label: t("eventDate"), value: formatEventDate(list.event_date, locale) }
      : null,
    list.event_location ? { key: "location", icon: "📍", label: t("eventLocation"), value: list.event_location } : null,
    list.event_note ? { key: "note", icon: "📝", label: t("eventNote"), value: list.event_note } : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <dl className="event-facts" data-testid="event-facts">
      {facts.map((fact) => (
        <div className="event-fact" key={fact.key} data-testid={`event-${fact.key}`}>
          <dt>
            <span aria-hidden="true">{fact.icon} </span>
            {fact.label}
          </dt>
          <dd dir="auto">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
