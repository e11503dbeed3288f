import type { ReactNode } from "react";

/** One framed group of the settings form with its heading; disabled while the form saves. */
export function SettingsSection({
  legend,
  disabled,
  children,
}: {
  legend: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="settings-section" disabled={disabled}>
      <legend className="settings-legend">{legend}</legend>
      {children}
    </fieldset>
  );
}
