"use client";
import type { RefObject } from "react";
import { TextField } from "@/components/ui/Field";
import { LIMITS } from "@/lib/validations/limits";
import type { WireList } from "@/lib/wire";
import { IconPicker } from "./IconPicker";
import { usePublicTexts } from "./public-texts";
import { waitingField } from "@/components/ui/waiting-button";

// The fields of the reservation forms (./useReservationForm.tsx decides when each shows; these
// only draw it): who the giver is, by name or icon, and the password.

/** What the guest has yet to give, said under that input (issue 40: not only in a passing toast). */
export type MissingInput = { field: "password" | "name" | "icon"; message: string };

type Common = { busy: boolean; missing: MissingInput | null };

/** The name field or the icon picker, as the list's identity mode asks (none in password-only mode). */
export function IdentityFields({
  list,
  required,
  name,
  onName,
  nameRef,
  icon,
  onIcon,
  busy,
  missing,
}: Common & {
  list: Pick<WireList, "identity_mode" | "icons">;
  required: boolean;
  name: string;
  onName: (value: string) => void;
  nameRef: RefObject<HTMLInputElement | null>;
  icon: string | null;
  onIcon: (value: string | null) => void;
}) {
  const t = usePublicTexts();
  if (list.identity_mode === "name") {
    return (
      <TextField
        label={t("nameLabel")}
        ref={nameRef}
        value={name}
        onChange={(event) => onName(event.target.value)}
        placeholder={t("namePlaceholder")}
        autoComplete="nickname"
        maxLength={LIMITS.visitorName}
        {...waitingField(busy)}
        error={missing?.field === "name" ? missing.message : undefined}
        data-testid="reserve-name"
      />
    );
  }
  if (list.identity_mode === "icon") {
    return (
      <IconPicker
        icons={list.icons}
        value={icon}
        onChange={onIcon}
        required={required}
        error={missing?.field === "icon" ? missing.message : undefined}
        disabled={busy}
      />
    );
  }
  return null;
}

/** The password: a new one to reserve with, or the one a reservation was made with. */
export function PasswordField({
  releasing,
  othersOnly,
  pledges = false,
  password,
  onPassword,
  passwordRef,
  busy,
  missing,
}: Common & {
  releasing: boolean;
  /** Releasing what was not reserved on this device: the hint says whose password it takes. */
  othersOnly: boolean;
  /** A group gift's shares, whose hint speaks of chipping in. */
  pledges?: boolean;
  password: string;
  onPassword: (value: string) => void;
  passwordRef: RefObject<HTMLInputElement | null>;
}) {
  const t = usePublicTexts();
  return (
    <TextField
      label={t("passwordLabel")}
      type="password"
      ref={passwordRef}
      value={password}
      onChange={(event) => onPassword(event.target.value)}
      // reserving: what the password is for, in a hint that wraps (a placeholder was cut on phones, issue 40);
      // releasing what was not reserved here: whose password it takes (issue 51, item 11)
      placeholder={releasing && !othersOnly ? t("passwordPlaceholderRelease") : undefined}
      hint={
        releasing
          ? othersOnly
            ? t(pledges ? "pledgedByOthersHint" : "reservedByOthersHint")
            : undefined
          : // a share is withdrawn, not "the gift" released (decision 221)
            t(pledges ? "passwordHintPledge" : "passwordHintReserve")
      }
      autoComplete={releasing ? "current-password" : "new-password"}
      maxLength={LIMITS.password}
      {...waitingField(busy)}
      error={missing?.field === "password" ? missing.message : undefined}
      data-testid="reserve-password"
    />
  );
}
