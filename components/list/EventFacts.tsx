import { useTranslations } from "next-intl";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import { formatEventDate } from "@/lib/event-date";
import type { WireList } from "@/lib/wire";

export function EventFacts({ list }: { list: WireList }) {
  const t = useTranslations("public");
  const locale = useFormatLocale();
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
