"use client";
import { useRef, useState } from "react";
import { failureMessage } from "@/components/ui/failure";
import { TextField } from "@/components/ui/Field";
import { useToast } from "@/components/ui/Toast";
import { useKeepTypedText } from "@/components/ui/useKeepTypedText";
import { reserveItem, unreserveItem } from "@/lib/api-client";
import { LIMITS } from "@/lib/validations/limits";
import type { WireItem, WireList } from "@/lib/wire";
import { IconPicker } from "./IconPicker";
import { usePublicTexts } from "./public-texts";

type Action = "reserve" | "release";

type SubmitOptions = {
  /** How many units to reserve (items wished for more than once); one otherwise. */
  count?: number;
  /** Failure codes that mean the item changed meanwhile: the card then shows it as it is now. */
  staleCodes: string[];
  /** Whether such a failure also empties the password (a one-unit item taken by someone else). */
  clearPasswordWhenStale?: boolean;
  /** After a success, besides emptying the password and the icon. */
  onDone?: () => void;
};

/**
 * The state and the one submit path shared by both reservation forms (ReservationControls for one
 * unit, QuantityReservationControls for more): password, name or icon as the list's identity mode
 * asks (docs/product.md §5), a busy flag that holds against double clicks, and the toasts.
 */
export function useReservationForm({
  item,
  list,
  onChanged,
}: {
  item: WireItem;
  list: WireList;
  onChanged: () => Promise<void>;
}) {
  const t = usePublicTexts();
  const toast = useToast();
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const [icon, setIcon] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const keepTypedPassword = useKeepTypedText(setPassword);
  const keepTypedName = useKeepTypedText(setName);
  // a ref, not only state: two clicks in one frame both see the state as "not busy"
  const busyRef = useRef(false);

  const mode = list.identity_mode;
  const identityRequired = list.require_name && mode !== "password_only";

  /** The first missing input, in the order of docs/product.md §5, or null. */
  function missingInput(action: Action): string | null {
    if (!password.trim()) return t("toastNeedPassword");
    if (action === "release" || !identityRequired) return null;
    if (mode === "name" && !name.trim()) return t("toastNeedName");
    if (mode === "icon" && !icon) return t("toastNeedIcon");
    return null;
  }

  async function submit(action: Action, { count, staleCodes, clearPasswordWhenStale = false, onDone }: SubmitOptions) {
    if (busyRef.current) return;
    const missing = missingInput(action);
    if (missing) {
      toast.error(missing);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      const identity = mode === "name" ? name.trim() : mode === "icon" ? (icon ?? "") : "";
      const result =
        action === "release"
          ? await unreserveItem(item.id, password)
          : await reserveItem(item.id, identity, password, count);
      if (!result.ok) {
        toast.error(
          failureMessage(result, {
            network: t("toastNetwork"),
            noSentence: (status) => t("toastHttp", { status }),
            frame: (message) => t("toastError", { message }),
          }),
        );
        // someone else was faster (or released meanwhile): show the item as it is now
        if (staleCodes.includes(result.code ?? "")) {
          if (clearPasswordWhenStale) setPassword("");
          await onChanged();
        }
        return;
      }
      toast.success(action === "release" ? t("toastUnreserved") : t("toastReserved"));
      setPassword("");
      setIcon(null);
      onDone?.();
      await onChanged();
    } catch (error) {
      toast.error(t("toastFailed", { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  /** The name field or the icon picker, when the list's mode asks for one. */
  function identityFields() {
    if (mode === "name") {
      return (
        <TextField
          label={t("nameLabel")}
          ref={keepTypedName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t("namePlaceholder")}
          autoComplete="nickname"
          maxLength={LIMITS.visitorName}
          disabled={busy}
          data-testid="reserve-name"
        />
      );
    }
    if (mode === "icon") {
      return (
        <IconPicker icons={list.icons} value={icon} onChange={setIcon} required={identityRequired} disabled={busy} />
      );
    }
    return null;
  }

  /** The password: a new one to reserve with, or the one a reservation was made with. */
  function passwordField(releasing: boolean) {
    return (
      <TextField
        label={t("passwordLabel")}
        type="password"
        ref={keepTypedPassword}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        placeholder={releasing ? t("passwordPlaceholderRelease") : t("passwordPlaceholderReserve")}
        autoComplete={releasing ? "current-password" : "new-password"}
        maxLength={LIMITS.password}
        disabled={busy}
        data-testid="reserve-password"
      />
    );
  }

  return { t, busy, submit, identityFields, passwordField };
}
