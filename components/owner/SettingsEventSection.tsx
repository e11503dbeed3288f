"use client";
import { useTranslations } from "next-intl";
import { Field, TextAreaField, TextField } from "@/components/ui/Field";
import { OCCASIONS, packForOccasion, type Occasion } from "@/lib/icon-packs";
import { LIMITS } from "@/lib/validations/limits";
import { SettingsSection } from "./SettingsSection";
import type { SettingsSectionProps } from "./useSettingsForm";
import { waitingField } from "@/components/ui/waiting-button";

/** The occasion, when and where it is, and a note for the guests (docs/product.md §4). */
export function SettingsEventSection({ form, update, disabled, errorAbout }: SettingsSectionProps) {
  const t = useTranslations("settings");
  return (
    <SettingsSection legend={t("sectionEvent")}>
      <div className="settings-grid">
        <Field label={t("occasion")}>
          {(control) => (
            <select
              {...control}
              className="input"
              disabled={disabled}
              value={form.occasion}
              onChange={(event) => {
                const occasion = event.target.value as Occasion;
                // an icon pack the owner never chose follows the occasion
                update(form.packChosen ? { occasion } : { occasion, icon_pack_key: packForOccasion(occasion) });
              }}
            >
              {OCCASIONS.map((key) => (
                <option key={key} value={key}>
                  {t(`occasions.${key}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={t("eventDate")}
          type="datetime-local"
          step={60}
          errorId={errorAbout("event_date")}
          {...waitingField(disabled)}
          value={form.event_date}
          onChange={(event) => update({ event_date: event.target.value.slice(0, 16) })}
        />
      </div>
      <TextField
        label={t("eventLocation")}
        maxLength={LIMITS.eventLocation}
        errorId={errorAbout("event_location")}
        {...waitingField(disabled)}
        value={form.event_location}
        onChange={(event) => update({ event_location: event.target.value })}
      />
      <TextAreaField
        label={t("eventNote")}
        rows={3}
        maxLength={LIMITS.eventNote}
        errorId={errorAbout("event_note")}
        {...waitingField(disabled)}
        value={form.event_note}
        onChange={(event) => update({ event_note: event.target.value })}
      />
    </SettingsSection>
  );
}
