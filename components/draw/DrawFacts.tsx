import { useTranslations } from "next-intl";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import { FactList } from "@/components/list/EventFacts";
import { formatEventDay } from "@/lib/event-date";
import { formatPrice } from "@/lib/price";
import type { WireDraw } from "@/features/draws/shared/draw-responses";

/** A draw's title block: title, budget, day, note, and whether the names are drawn (the list's event facts look). */
export function DrawFacts({ draw }: { draw: WireDraw }) {
  const t = useTranslations("draw");
  const locale = useFormatLocale();
  return (
    <header className="list-hero draw-hero">
      <p className="draw-kicker">
        <span aria-hidden="true">🎁 </span>
        {draw.drawn ? t("drawnBadge") : t("openBadge")}
      </p>
      <h1 className="list-title" data-testid="draw-title">
        <bdi>{draw.title}</bdi>
      </h1>
      <FactList
        testId="draw-facts"
        facts={[
          draw.budget !== null
            ? {
                key: "budget",
                icon: "💰",
                label: t("budgetFact"),
                value: formatPrice(draw.budget, null, { locale, currency: draw.currency })!,
              }
            : null,
          draw.event_date
            ? { key: "date", icon: "📅", label: t("dateFact"), value: formatEventDay(draw.event_date, locale) }
            : null,
          draw.note ? { key: "note", icon: "📝", label: t("noteFact"), value: draw.note } : null,
        ]}
      />
    </header>
  );
}
