"use client";
import type { ReactNode, Ref } from "react";
import { PasswordField, TextField } from "@/components/ui/Field";
import { FormCard } from "@/components/ui/FormCard";
import type { BoundInput, Sending } from "@/components/ui/useSending";
import { LIMITS } from "@/lib/validations/limits";

/** The texts a create form takes from its screen's messages (create.*, draw.*). */
type CreateTexts = (
  key: "formTitle" | "titleLabel" | "titlePlaceholder" | "passwordLabel" | "passwordHint" | "submit" | "busy",
) => string;

type TitleAndPassword = Pick<Sending, "busy" | "problem" | "errorId"> & {
  bind: (input: "title" | "password") => BoundInput;
};

/**
 * The form that starts something new — a wishlist, a draw: its title, the password that opens it
 * for its owner later (`passwordName` for a native post), what `children` add, and the one button.
 * `form`: useSendingForm with a "title" and a "password".
 */
export function CreateForm({
  t,
  form,
  passwordName,
  onSend,
  errorTestId,
  titleRef,
  passwordRef,
  children,
}: {
  t: CreateTexts;
  form: TitleAndPassword;
  passwordName: string;
  onSend: () => void;
  errorTestId: string;
  titleRef?: Ref<HTMLInputElement>;
  passwordRef?: Ref<HTMLInputElement>;
  children: ReactNode;
}) {
  return (
    <FormCard
      className="create-form"
      heading={t("formTitle")}
      sending={form}
      onSend={onSend}
      errorTestId={errorTestId}
      submitLabel={t("submit")}
      busyLabel={t("busy")}
    >
      <TextField
        ref={titleRef}
        label={t("titleLabel")}
        name="title"
        placeholder={t("titlePlaceholder")}
        maxLength={LIMITS.listTitle}
        autoComplete="off"
        {...form.bind("title")}
      />
      <PasswordField
        ref={passwordRef}
        label={t("passwordLabel")}
        hint={t("passwordHint")}
        name={passwordName}
        autoComplete="new-password"
        {...form.bind("password")}
      />
      {children}
    </FormCard>
  );
}
