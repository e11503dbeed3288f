"use client";
import { useId } from "react";
import { usePublicTexts } from "./public-texts";

type Props = { value: number; max: number; onChange: (value: number) => void; disabled?: boolean };

/**
 * How many units to reserve, 1 to `max`: two labelled buttons around the number, so it works with
 * a thumb, a keyboard and a screen reader (the number is announced when it changes).
 */
export function CountStepper({ value, max, onChange, disabled }: Props) {
  const t = usePublicTexts();
  const labelId = useId();
  return (
    <div className="field count-stepper" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="field-label">
        {t("countLabel")}
      </span>
      <div className="count-stepper-row">
        <button
          type="button"
          className="button button-small"
          aria-label={t("countLess")}
          disabled={disabled || value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
          data-testid="count-less"
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="count-stepper-value" aria-live="polite" data-testid="reserve-count">
          {value}
        </output>
        <button
          type="button"
          className="button button-small"
          aria-label={t("countMore")}
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
          data-testid="count-more"
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
