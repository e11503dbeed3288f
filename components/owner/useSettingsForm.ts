"use client";
// The settings modal's state: the form as the owner edits it, its live preview, and saving it.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FormFailure } from "@/components/ui/failure";
import { useToast } from "@/components/ui/Toast";
import { updateList, type ListUpdate } from "@/lib/client/api-client";
import { packForOccasion, type IconPackKey, type Occasion } from "@/lib/icon-packs";
import type { Currency } from "@/lib/list-settings";
import type { IdentityMode, WireList } from "@/lib/wire";
import { useDebouncedPreview } from "./appearance";
import { changedFields, followChanges } from "./changed-fields";
import type { AppearanceValues, ListSettingsProps } from "./owner-types";
import { useOwnerFailure } from "./useOwnerFailure";
import type { OwnerPasswordChange } from "./useOwnerPasswordChange";

export type SettingsForm = AppearanceValues & {
  title: string;
  event_date: string;
  event_location: string;
  event_note: string;
  require_name: boolean;
  identity_mode: IdentityMode;
  occasion: Occasion;
  icon_pack_key: IconPackKey;
  currency: Currency;
  /** Surprise mode and closed (docs/decisions/065-surprise.md, 066-closing-a-list.md). */
  surprise: boolean;
  closed: boolean;
  /** True once the pack differs from the occasion's or the owner picked one: it then stays (docs/product.md §4). */
  packChosen: boolean;
  /**
   * The address typed in the mail section (never read back): the dialog's "Save" saves it too, so
   * nothing typed is dropped in silence (issue 51, item 5). Blank: the owner's mails stay as they are.
   */
  notify_email: string;
};

/** What every section of the form gets: the values, a way to change some, and whether to hold still. */
/** The settings' inputs a failure can be about, by the server's field names (list_update). */
const SETTINGS_FIELDS = {
  title: "title",
  new_title: "title",
  event_date: "event_date",
  event_location: "event_location",
  event_note: "event_note",
  notify_email: "notify_email",
} as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[keyof typeof SETTINGS_FIELDS];

export type SettingsSectionProps = {
  form: SettingsForm;
  update: (change: Partial<SettingsForm>) => void;
  disabled: boolean;
  /** The id of the form's error, for the input it is about (marks it invalid and describes it). */
  errorAbout: (field: SettingsField) => string | undefined;
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
    currency: list.currency,
    surprise: list.surprise,
    closed: list.closed,
    packChosen: list.icon_pack_key !== packForOccasion(list.occasion),
    notify_email: "",
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The settings as the form sends them (without the list and token). */
function listUpdate(form: SettingsForm): Omit<ListUpdate, "slug" | "edit_token"> {
  return {
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
    currency: form.currency,
    surprise: form.surprise,
    closed: form.closed,
    ...(form.notify_email.trim() ? { notify_email: form.notify_email.trim() } : {}),
  };
}

type Options = ListSettingsProps & {
  /** Closes the modal and drops the preview. */
  onClose: () => void;
  /** The owner password fields: filled, "Save" changes the password first (decision 044). */
  password: OwnerPasswordChange;
};

export function useSettingsForm({ list, session, onClose, onListChange, onPreview, password }: Options) {
  const t = useTranslations("settings");
  const toast = useToast();
  const [form, setForm] = useState(() => formFrom(list));
  // the list as the form last took it: a change another owner saves meanwhile fills the fields not
  // touched here, and "Save" sends only those changed here (decision 211)
  const taken = useRef(form);
  useEffect(() => {
    const now = formFrom(list);
    setForm((current) => followChanges(current, taken.current, now));
    taken.current = now;
  }, [list]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<FormFailure<SettingsField> | null>(null);
  const [touchedAppearance, setTouchedAppearance] = useState(false);
  const fail = useOwnerFailure("save");

  useDebouncedPreview(
    touchedAppearance ? { theme_color: form.theme_color, font_key: form.font_key, bg_theme: form.bg_theme } : null,
    onPreview,
  );

  const update = (change: Partial<SettingsForm>) => setForm((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    // docs/product.md §5, in this order
    if (!session.editToken) return setError({ message: t("errorNoToken"), field: null });
    if (!form.title.trim()) return setError({ message: t("errorNoTitle"), field: "title" });
    setSaving(true);
    setError(null);
    let editToken: string | null = session.editToken;
    // a filled password section is part of this save: changed first (it answers the new token),
    // and when it cannot be changed nothing else is saved, so nothing is dropped in silence
    if (password.filled) editToken = await password.change();
    if (!editToken) {
      setSaving(false);
      return setError({ message: t("errorPasswordNotChanged"), field: null });
    }
    const changes = changedFields(listUpdate(taken.current), listUpdate(form));
    const result = await updateList({ slug: list.slug, edit_token: editToken, ...changes });
    setSaving(false);
    if (result.ok) {
      onListChange(result.list);
      setError(null);
      onClose(); // also clears the preview: the saved list now shows the same values
      // a new address is only used once confirmed: the owner is told to look for the mail
      toast.success(t(form.notify_email.trim() ? "mailSaved" : "saved"));
      return;
    }
    setError(fail.form(result, SETTINGS_FIELDS));
  };

  return {
    form,
    update,
    /** An appearance change: from now on the page previews the form's colour, font and background. */
    updateAppearance: (change: Partial<AppearanceValues>) => {
      setTouchedAppearance(true);
      update(change);
    },
    saving,
    error,
    submit,
  };
}
