import type { ReactNode } from "react";

/**
 * A form's one error, announced when it appears (role="alert"); nothing at all while there is none.
 * `id` lets the control it is about point at it (aria-describedby through Field's `errorId`).
 */
export function ErrorBox({ error, id, testId }: { error: ReactNode; id?: string; testId?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="error-box" role="alert" data-testid={testId}>
      {error}
    </p>
  );
}
