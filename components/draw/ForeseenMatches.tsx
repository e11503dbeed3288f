"use client";
import { useTranslations } from "next-intl";
import { foreseenMatches } from "@/features/draws/shared/foreseen";
import type { OrganizerCardProps } from "./useDrawView";
import { useIsolated } from "./useIsolated";

/**
 * Before the draw, the organizer reads which matches her exclusions already give away (someone
 * left one person to draw), and that removing an exclusion keeps them a surprise: a warning, the
 * draw stays possible (decision 218's "Not taken", decision 220).
 */
export function ForeseenMatches({ answer }: Pick<OrganizerCardProps, "answer">) {
  const t = useTranslations("draw");
  const isolated = useIsolated();
  const { participants, exclusions } = answer;
  const foreseen = foreseenMatches(
    participants.map((person) => person.id),
    exclusions,
  );
  if (foreseen.length === 0) return null;
  // each name isolated, as the exclusions' rows do: a name written the other way keeps the sentence's order
  const nameOf = (id: string) => isolated(participants.find((person) => person.id === id)?.name ?? "");
  return (
    <div className="draw-foreseen stack" data-testid="draw-foreseen">
      {foreseen.map(({ giver, receiver }) => (
        <p key={giver}>{t("foreseen", { giver: nameOf(giver), receiver: nameOf(receiver) })}</p>
      ))}
      <p>{t("foreseenHint")}</p>
    </div>
  );
}
