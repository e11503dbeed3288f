"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { CurrencyField } from "@/components/ui/CurrencyField";
import { TextField } from "@/components/ui/Field";
import { LIMITS } from "@/lib/validations/limits";
import { AppearanceFields } from "./AppearanceFields";
import { DialogActions } from "./DialogActions";
import { OwnerPasswordForm } from "./OwnerPasswordForm";
import type { ListSettingsProps } from "./owner-types";
import { SettingsDeleteSection } from "./SettingsDeleteSection";
import { SettingsDeviceSection } from "./SettingsDeviceSection";
import { SettingsEventSection } from "./SettingsEventSection";
import { SettingsMailSection } from "./SettingsMailSection";
import { SettingsOwnersSection } from "./SettingsOwnersSection";
import { useOwnerLinks } from "./useOwnerLinks";
import { useMailOption } from "@/components/list/mail-option";
import { SettingsReservationSection } from "./SettingsReservationSection";
import { SettingsSection } from "./SettingsSection";
import { UnlockAgain } from "./UnlockAgain";
import { useOwnerPasswordChange } from "./useOwnerPasswordChange";
import { useSettingsForm, type SettingsField } from "./useSettingsForm";
import "./settings-dialog.css";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { waitingField } from "@/components/ui/waiting-button";

type SettingsDialogProps = ListSettingsProps & {
  open: boolean;
  onClose: () => void;
};

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

function SettingsBody(props: Omit<SettingsDialogProps, "open">) {
  const { list, session, onClose } = props;
  const t = useTranslations("settings");
  const formId = `${useId()}-form`;
  const password = useOwnerPasswordChange(list.slug, session);
  const { form, update, updateAppearance, saving, error, submit } = useSettingsForm({ ...props, password });
  const errorId = `${formId}-error`;
  // the input the error is about reads it and is marked invalid (issue 40)
  const errorAbout = (field: SettingsField) => (error?.field === field ? errorId : undefined);
  const section = { form, update, disabled: saving, errorAbout };
  const mailOffered = useMailOption();
  const owned = useOwnerLinks(list.slug, session.editToken);
  // the list's owner address is the owner's alone (decision 210): shown once the owner's own answer says so
  const isTheOwner = Boolean(owned.links?.owners);
  // so is the owner password (403 owner_only for a co-owner, decision 122): shown once the answer says
  // the owner's, or when the read failed (the owner must not lose it), never while it is awaited: a
  // co-owner would see it flash (decision 221)
  const offerPassword = isTheOwner || (owned.links === null && owned.readFailed);

  return (
    <>
      <form
        id={formId}
        className="settings-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={saving}
      >
        <SettingsSection legend={t("sectionGeneral")}>
          <TextField
            label={t("listTitle")}
            name="title"
            maxLength={LIMITS.listTitle}
            required
            errorId={errorAbout("title")}
            {...waitingField(saving)}
            value={form.title}
            onChange={(event) => update({ title: event.target.value })}
          />
          <CurrencyField
            label={t("currency")}
            hint={t("currencyHint")}
            value={form.currency}
            disabled={saving}
            onChange={(currency) => update({ currency })}
          />
        </SettingsSection>
        <SettingsSection legend={t("sectionAppearance")}>
          <AppearanceFields value={form} onChange={updateAppearance} disabled={saving} />
        </SettingsSection>
        <SettingsEventSection {...section} />
        <SettingsReservationSection {...section} />
      </form>

      {mailOffered && session.editToken && isTheOwner ? (
        <SettingsMailSection
          slug={list.slug}
          editToken={session.editToken}
          surprise={list.surprise}
          email={form.notify_email}
          onEmailChange={(notify_email) => update({ notify_email })}
          errorId={errorAbout("notify_email")}
        />
      ) : null}
      {session.editToken ? (
        <SettingsOwnersSection slug={list.slug} editToken={session.editToken} owned={owned} />
      ) : null}
      {offerPassword ? <OwnerPasswordForm password={password} /> : null}
      <SettingsDeviceSection
        coOwner={owned.links !== null && !isTheOwner}
        onSignOut={() => {
          onClose();
          session.signOut();
        }}
      />
      {session.editToken ? <SettingsDeleteSection list={list} editToken={session.editToken} /> : null}

      {/* the save button stays in reach however long the form is */}
      <div className="settings-footer">
        <ErrorBox error={error?.message} id={errorId} />
        <UnlockAgain slug={list.slug} />
        <DialogActions
          cancelLabel={t("cancel")}
          onCancel={onClose}
          submitLabel={t("save")}
          busyLabel={t("saving")}
          busy={saving}
          form={formId}
        />
      </div>
    </>
  );
}
