import { useTranslations } from "next-intl";
import { formatEventDate } from "@/lib/event-date";
import type { WireList } from "@/lib/wire";

/** One line under a title: an icon, what it is, and its value. */
export type Fact = { key: string; icon: string; label: string; value: string };

/**
 * The facts under a list's or a draw's title (day, place, budget, note); nothing at all without any.
 * `testId` names the whole; with `factTestIds` each fact is `event-<key>` too.
 */
export function FactList({
  facts,
  testId,
  factTestIds = false,
}: {
  facts: (Fact | null)[];
  testId: string;
  factTestIds?: boolean;
}) {
  const shown = facts.filter((fact) => fact !== null);
  if (shown.length === 0) return null;
  return (
    <dl className="event-facts" data-testid={testId}>
      {shown.map((fact) => (
        <div className="event-fact" key={fact.key} data-testid={factTestIds ? `event-${fact.key}` : undefined}>
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

/** A list's day, place and note; `locale` formats the day (a prop: the server renders it too, decision 157). */
export function EventFacts({ list, locale }: { list: WireList; locale: string }) {
  const t = useTranslations("public");
  return (
    <FactList
      testId="event-facts"
      factTestIds
      facts={[
        list.event_date
          ? { key: "date", icon: "📅", label: t("eventDate"), value: formatEventDate(list.event_date, locale) }
          : null,
        list.event_location
          ? { key: "location", icon: "📍", label: t("eventLocation"), value: list.event_location }
          : null,
        list.event_note ? { key: "note", icon: "📝", label: t("eventNote"), value: list.event_note } : null,
      ]}
    />
  );
}
