"use client";
import { usePublicTexts } from "./public-texts";

type Line = { id: string; who: string | null; count?: number; amount?: string };

/**
 * Who reserved or chipped in, one line each ("Oma (2)", "Erna: €50"), as far as the list's identity
 * mode names people; nothing when nobody is named. The name is isolated (<bdi>), so a right-to-left
 * name cannot reorder the line around it.
 */
export function Givers({
  label,
  testId,
  message,
  lines,
}: {
  label: string;
  testId: string;
  message: "reserverCount" | "pledgerAmount";
  lines: Line[];
}) {
  const t = usePublicTexts();
  if (lines.length === 0) return null;
  return (
    <ul className="reservers" aria-label={label} data-testid={testId}>
      {lines.map(({ id, who, count = 0, amount = "" }) => (
        <li key={id}>{t.rich(message, { who: who ?? "", count, amount, name: (chunks) => <bdi>{chunks}</bdi> })}</li>
      ))}
    </ul>
  );
}
