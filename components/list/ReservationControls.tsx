"use client";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { failureMessage } from "@/components/ui/failure";
import { TextField } from "@/components/ui/Field";
import { useToast } from "@/components/ui/Toast";
import { reserveItem, unreserveItem } from "@/lib/api-client";
import { LIMITS } from "@/lib/validations/limits";
import type { WireItem, WireList } from "@/lib/wire";
import { IconPicker } from "./IconPicker";

type Props = { item: WireItem; list: WireList; onChanged: () => Promise<void> };

/**
 * Reserve / release one item (docs/product.md §2, §4, §5, §8): the 86×36 toggle, the password, and the
 * name or icon the list's identity mode asks for. Each item has its own busy flag.
 */
export function ReservationControls({ item, list, onChanged }: Props) {
  const t = useTranslations("public");
  const toast = useToast();
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const [icon, setIcon] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // a ref, not only state: two clicks in one frame both see the state as "not busy"
  const busyRef = useRef(false);

  const mode = list.identity_mode;
  const identityRequired = list.require_name && mode !== "password_only";
  const reserved = item.busy;

  /** The first missing input, in the order of docs/product.md §5, or null. */
  function missingInput(): string | null {
    if (!password.trim()) return t("toastNeedPassword");
    if (reserved || !identityRequired) return null;
    if (mode === "name" && !name.trim()) return t("toastNeedName");
    if (mode === "icon" && !icon) return t("toastNeedIcon");
    return null;
  }

  async function toggle() {
    if (busyRef.current) return;
    const missing = missingInput();
    if (missing) {
      toast.error(missing);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      const identity = mode === "name" ? name.trim() : mode === "icon" ? (icon ?? "") : "";
      const result = reserved ? await unreserveItem(item.id, password) : await reserveItem(item.id, identity, password);
      if (!result.ok) {
        toast.error(
          failureMessage(result, {
            network: t("toastNetwork"),
            noSentence: (status) => t("toastHttp", { status }),
            frame: (message) => t("toastError", { message }),
          }),
        );
        // someone else was faster (or released it meanwhile): show the item as it is now
        if (result.code === "already_reserved" || result.code === "not_reserved") {
          setPassword("");
          await onChanged();
        }
        return;
      }
      toast.success(reserved ? t("toastUnreserved") : t("toastReserved"));
      setPassword("");
      setIcon(null);
      await onChanged();
    } catch (error) {
      toast.error(t("toastFailed", { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  const state = busy ? "busy" : reserved ? "reserved" : "free";
  const visible = { busy: t("statusBusy"), reserved: t("statusReserved"), free: t("statusFree") }[state];
  const symbol = { busy: "⏳", reserved: "🔒", free: "🔓" }[state];

  return (
    <form
      className="reservation"
      onSubmit={(event) => {
        event.preventDefault();
        void toggle();
      }}
      noValidate
    >
      <div className="reservation-fields">
        {!reserved && mode === "name" ? (
          <TextField
            label={t("nameLabel")}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={t("namePlaceholder")}
            autoComplete="nickname"
            maxLength={LIMITS.visitorName}
            disabled={busy}
            data-testid="reserve-name"
          />
        ) : null}
        {!reserved && mode === "icon" ? (
          <IconPicker icons={list.icons} value={icon} onChange={setIcon} required={identityRequired} disabled={busy} />
        ) : null}
        <div className="reservation-row">
          <TextField
            label={t("passwordLabel")}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            placeholder={reserved ? t("passwordPlaceholderRelease") : t("passwordPlaceholderReserve")}
            autoComplete={reserved ? "current-password" : "new-password"}
            maxLength={LIMITS.password}
            disabled={busy}
            data-testid="reserve-password"
          />
          <button
            type="submit"
            className="reserve-toggle"
            data-state={state}
            data-testid="reserve-toggle"
            aria-busy={busy || undefined}
            aria-disabled={busy || undefined}
          >
            <span className="toggle-icon" aria-hidden="true">
              {symbol}
            </span>
            <span>{visible}</span>
            <span className="visually-hidden">
              {" – "}
              {reserved ? t("releaseAction", { title: item.title }) : t("reserveAction", { title: item.title })}
            </span>
          </button>
        </div>
      </div>
    </form>
  );
}
