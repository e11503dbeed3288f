"use client";
import { useTranslations } from "next-intl";
import { CheckboxField, Field } from "@/components/ui/Field";
import { ICON_PACK_KEYS, ICON_PACKS, type IconPackKey } from "@/lib/icon-packs";
import { IDENTITY_MODES, type IdentityMode } from "@/lib/wire";
import { SettingsSection } from "./SettingsSection";
import type { SettingsSectionProps } from "./useSettingsForm";

/** How guests show who reserved an item: a name, an icon from a pack, or only a password (docs/product.md §4). */
export function SettingsReservationSection({ form, update, disabled }: SettingsSectionProps) {
  const t = useTranslations("settings");
  return (
    <SettingsSection legend={t("sectionReservations")}>
      <Field label={t("identityMode")}>
        {(control) => (
          <select
            {...control}
            className="input"
            disabled={disabled}
            value={form.identity_mode}
            onChange={(event) => update({ identity_mode: event.target.value as IdentityMode })}
          >
            {IDENTITY_MODES.map((key) => (
              <option key={key} value={key}>
                {t(`identityModes.${key}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {form.identity_mode === "icon" ? (
        <Field
          label={t("iconPack")}
          hint={
            <>
              {t("iconPackHint")}{" "}
              <span className="settings-pack-preview" aria-hidden="true">
                {ICON_PACKS[form.icon_pack_key].join(" ")}
              </span>
            </>
          }
        >
          {(control) => (
            <select
              {...control}
              className="input"
              disabled={disabled}
              value={form.icon_pack_key}
              onChange={(event) => update({ icon_pack_key: event.target.value as IconPackKey, packChosen: true })}
            >
              {ICON_PACK_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`iconPacks.${key}`)} {ICON_PACKS[key].slice(0, 3).join(" ")}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <CheckboxField
        disabled={disabled}
        label={t("requireName")}
        checked={form.require_name}
        onCheckedChange={(checked) => update({ require_name: checked })}
      />
      {/* honest about what it hides, and from whom (docs/decisions/065-surprise.md) */}
      <CheckboxField
        disabled={disabled}
        label={t("surprise")}
        hint={t("surpriseHint")}
        checked={form.surprise}
        onCheckedChange={(checked) => update({ surprise: checked })}
      />
      <CheckboxField
        disabled={disabled}
        label={t("closed")}
        hint={t("closedHint")}
        checked={form.closed}
        onCheckedChange={(checked) => update({ closed: checked })}
      />
    </SettingsSection>
  );
}
