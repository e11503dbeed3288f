import type { ReactNode } from "react";

/**
 * Who reserved or chipped in, one line each ("Oma: 2", "Erna: €50"), as far as the list's identity
 * mode names people; nothing when nobody is named.
 */
export function Givers({
  label,
  testId,
  lines,
}: {
  label: string;
  testId: string;
  lines: { id: string; text: ReactNode }[];
}) {
  if (lines.length === 0) return null;
  return (
    <ul className="reservers" aria-label={label} data-testid={testId}>
      {lines.map(({ id, text }) => (
        <li key={id}>{text}</li>
      ))}
    </ul>
  );
}
