import type { ReactNode } from "react";

/**
 * One framed group of the settings form with its heading. Not disabled as a whole while the form
 * saves: a disabled fieldset drops the focus of the field Enter was pressed in; its fields wait one
 * by one (waitingField for the texts, `disabled` for the rest).
 */
export function SettingsSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="settings-section">
      <legend className="settings-legend">{legend}</legend>
      {children}
    </fieldset>
  );
}
