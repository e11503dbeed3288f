"use client";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { Field, TextAreaField, TextField } from "@/components/ui/Field";
import { useToast } from "@/components/ui/Toast";
import { updateList } from "@/lib/api-client";
import {
  ICON_PACK_KEYS,
  ICON_PACKS,
  OCCASIONS,
  packForOccasion,
  type IconPackKey,
  type Occasion,
} from "@/lib/icon-packs";
import { LIMITS } from "@/lib/validations/limits";
import { IDENTITY_MODES, type IdentityMode, type WireList } from "@/lib/wire";
import { AppearanceFields, type AppearanceValues } from "./AppearanceFields";
import { useDebouncedPreview } from "./appearance";
import { OwnerPasswordForm } from "./OwnerPasswordForm";
import type { OwnerToolbarProps } from "./OwnerToolbar";
import { useOwnerFailure } from "./useOwnerFailure";

type SettingsDialogProps = Pick<OwnerToolbarProps, "onListChange" | "onPreview" | "session"> & {
  list: WireList;
  open: boolean;
  onClose: () => void;
};

type SettingsForm = AppearanceValues & {
  title: string;
  event_date: string;
  event_location: string;
  event_note: string;
  require_name: boolean;
  identity_mode: IdentityMode;
  occasion: Occasion;
  icon_pack_key: IconPackKey;
  /** True once the pack differs from the occasion's or the owner picked one: it then stays (docs/product.md §4). */
  packChosen: boolean;
};

/** The API keeps the wall-clock `YYYY-MM-DDTHH:mm`; the input shows it cut to minutes. */
const toDateTimeInput = (value: string | null) => (value ? value.slice(0, 16) : "");

function formFrom(list: WireList): SettingsForm {
  return {
    title: list.title,
    theme_color: list.theme_color,
    font_key: list.font_key,
    bg_theme: list.bg_theme,
    event_date: toDateTimeInput(list.event_date),
    event_location: list.event_location ?? "",
    event_note: list.event_note ?? "",
    require_name: list.require_name,
    identity_mode: list.identity_mode,
    occasion: list.occasion,
    icon_pack_key: list.icon_pack_key,
    packChosen: list.icon_pack_key !== packForOccasion(list.occasion),
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The gear's modal (docs/product.md §2/§4): every list setting, live preview, sticky save, password and device. */
export function SettingsDialog({ open, ...props }: SettingsDialogProps) {
  const t = useTranslations("settings");
  // the cross, Escape and Cancel all drop the unsaved preview (docs/product.md §4)
  const cancel = () => {
    props.onPreview(null);
    props.onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={t("title")}
      variant="fullscreen-mobile"
      className="settings-dialog"
      closeLabel={t("close")}
      closeOnBackdrop={false}
    >
      {/* mounted only while open, so each opening starts from the saved list */}
      {open ? <SettingsBody {...props} onClose={cancel} /> : null}
    </Dialog>
  );
}

function SettingsBody({ list, session, onClose, onListChange, onPreview }: Omit<SettingsDialogProps, "open">) {
  const t = useTranslations("settings");
  const tOwner = useTranslations("owner");
  const toast = useToast();
  const id = useId();
  const formId = `${id}-form`;
  const [form, setForm] = useState(() => formFrom(list));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touchedAppearance, setTouchedAppearance] = useState(false);
  const fail = useOwnerFailure(() => {
    onClose();
    session.signOut();
  }, "save");

  useDebouncedPreview(
    touchedAppearance ? { theme_color: form.theme_color, font_key: form.font_key, bg_theme: form.bg_theme } : null,
    onPreview,
  );

  const update = (change: Partial<SettingsForm>) => setForm((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    // docs/product.md §5, in this order
    if (!session.editToken) return setError(t("errorNoToken"));
    if (!form.title.trim()) return setError(t("errorNoTitle"));
    setSaving(true);
    setError(null);
    const result = await updateList({
      slug: list.slug,
      edit_token: session.editToken,
      new_title: form.title.trim(),
      theme_color: form.theme_color,
      font_key: form.font_key,
      bg_theme: form.bg_theme,
      event_date: form.event_date || null,
      event_location: orNull(form.event_location),
      event_note: orNull(form.event_note),
      require_name: form.require_name,
      identity_mode: form.identity_mode,
      occasion: form.occasion,
      // null lets the server derive the pack from the occasion, so it keeps following it
      icon_pack_key: form.packChosen ? form.icon_pack_key : null,
    });
    setSaving(false);
    if (result.ok) {
      onListChange(result.list);
      setError(null);
      onClose(); // also clears the preview: the saved list now shows the same values
      toast.success(t("saved"));
      return;
    }
    setError(fail.inline(result));
  };

  const field = (name: string) => `${id}-${name}`;

  return (
    <>
      <form
        id={formId}
        className="settings-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={saving}
      >
        <fieldset className="settings-section" disabled={saving}>
          <legend className="settings-legend">{t("sectionGeneral")}</legend>
          <TextField
            label={t("listTitle")}
            name="title"
            maxLength={LIMITS.listTitle}
            required
            value={form.title}
            onChange={(event) => update({ title: event.target.value })}
          />
        </fieldset>

        <fieldset className="settings-section" disabled={saving}>
          <legend className="settings-legend">{t("sectionAppearance")}</legend>
          <AppearanceFields
            value={form}
            onChange={(change) => {
              setTouchedAppearance(true);
              update(change);
            }}
          />
        </fieldset>

        <fieldset className="settings-section" disabled={saving}>
          <legend className="settings-legend">{t("sectionEvent")}</legend>
          <div className="settings-grid">
            <Field label={t("occasion")}>
              {(control) => (
                <select
                  {...control}
                  className="input"
                  value={form.occasion}
                  onChange={(event) => {
                    const occasion = event.target.value as Occasion;
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
              value={form.event_date}
              onChange={(event) => update({ event_date: event.target.value.slice(0, 16) })}
            />
          </div>
          <TextField
            label={t("eventLocation")}
            maxLength={LIMITS.eventLocation}
            value={form.event_location}
            onChange={(event) => update({ event_location: event.target.value })}
          />
          <TextAreaField
            label={t("eventNote")}
            inputClassName="owner-textarea"
            rows={3}
            maxLength={LIMITS.eventNote}
            value={form.event_note}
            onChange={(event) => update({ event_note: event.target.value })}
          />
        </fieldset>

        <fieldset className="settings-section" disabled={saving}>
          <legend className="settings-legend">{t("sectionReservations")}</legend>
          <Field label={t("identityMode")}>
            {(control) => (
              <select
                {...control}
                className="input"
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
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.require_name}
              onChange={(event) => update({ require_name: event.target.checked })}
            />
            {t("requireName")}
          </label>
        </fieldset>
      </form>

      <OwnerPasswordForm slug={list.slug} session={session} />

      <section className="settings-section settings-device" aria-labelledby={field("device")}>
        <h3 id={field("device")} className="settings-legend">
          {t("deviceSection")}
        </h3>
        <p className="muted small">{t("deviceIntro")}</p>
        <div>
          <button
            type="button"
            className="button button-small"
            onClick={() => {
              onClose();
              session.signOut();
            }}
          >
            {tOwner("logout")}
          </button>
        </div>
      </section>

      <div className="settings-footer">
        {error ? (
          <p className="error-box" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={saving}>
            {t("cancel")}
          </button>
          <button type="submit" form={formId} className="button button-primary" disabled={saving}>
            {saving ? t("saving") : t("save")}
          </button>
        </div>
      </div>
    </>
  );
}
