"use client";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { failureMessage } from "@/components/ui/failure";
import { TextField } from "@/components/ui/Field";
import { useToast } from "@/components/ui/Toast";
import { reserveItem, unreserveItem, type ApiFailure } from "@/lib/api-client";
import { LIMITS } from "@/lib/validations/limits";
import type { WireItem, WireList } from "@/lib/wire";
import { CountStepper } from "./CountStepper";
import { IconPicker } from "./IconPicker";

type Props = { item: WireItem; list: WireList; onChanged: () => Promise<void> };

/**
 * Reserve some of an item wished for more than once, or release one's own reservation of it
 * (docs/decisions/028-quantities.md). One-unit items keep ReservationControls' toggle; this form
 * has a stepper for how many (1 to what is left) and a separate "release mine" button, because a
 * friend may reserve while others' reservations stand.
 */
export function QuantityReservationControls({ item, list, onChanged }: Props) {
  const t = useTranslations("public");
  const toast = useToast();
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const [icon, setIcon] = useState<string | null>(null);
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  // a ref, not only state: two clicks in one frame both see the state as "not busy"
  const busyRef = useRef(false);

  const mode = list.identity_mode;
  const identityRequired = list.require_name && mode !== "password_only";
  const remaining = Math.max(0, item.quantity - item.reserved_quantity);
  // others may have reserved since the count was chosen: never offer more than is left
  const chosen = Math.min(count, Math.max(1, remaining));

  function missingInput(action: "reserve" | "release"): string | null {
    if (!password.trim()) return t("toastNeedPassword");
    if (action === "release" || !identityRequired) return null;
    if (mode === "name" && !name.trim()) return t("toastNeedName");
    if (mode === "icon" && !icon) return t("toastNeedIcon");
    return null;
  }

  function showFailure(result: ApiFailure) {
    toast.error(
      failureMessage(result, {
        network: t("toastNetwork"),
        noSentence: (status) => t("toastHttp", { status }),
        frame: (message) => t("toastError", { message }),
      }),
    );
  }

  async function run(action: "reserve" | "release") {
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
          : await reserveItem(item.id, identity, password, chosen);
      if (!result.ok) {
        showFailure(result);
        // someone else was faster (or released meanwhile): show the item as it is now
        if (["already_reserved", "too_few_left", "not_reserved"].includes(result.code ?? "")) await onChanged();
        return;
      }
      toast.success(action === "release" ? t("toastUnreserved") : t("toastReserved"));
      setPassword("");
      setIcon(null);
      setCount(1);
      await onChanged();
    } catch (error) {
      toast.error(t("toastFailed", { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return (
    <form
      className="reservation"
      data-testid="quantity-reservation"
      onSubmit={(event) => {
        event.preventDefault();
        void run(remaining > 0 ? "reserve" : "release");
      }}
      noValidate
    >
      <div className="reservation-fields">
        {remaining > 0 && mode === "name" ? (
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
        {remaining > 0 && mode === "icon" ? (
          <IconPicker icons={list.icons} value={icon} onChange={setIcon} required={identityRequired} disabled={busy} />
        ) : null}
        {remaining > 1 ? <CountStepper value={chosen} max={remaining} onChange={setCount} disabled={busy} /> : null}
        <TextField
          label={t("passwordLabel")}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          placeholder={remaining > 0 ? t("passwordPlaceholderReserve") : t("passwordPlaceholderRelease")}
          autoComplete={remaining > 0 ? "new-password" : "current-password"}
          maxLength={LIMITS.password}
          disabled={busy}
          data-testid="reserve-password"
        />
        <div className="reservation-actions">
          {remaining > 0 ? (
            <button
              type="submit"
              className="reserve-toggle"
              data-state={busy ? "busy" : "free"}
              data-testid="reserve-count-submit"
              aria-busy={busy || undefined}
              aria-disabled={busy || undefined}
            >
              <span aria-hidden="true">{t("reserveCount", { count: chosen })}</span>
              <span className="visually-hidden">{t("reserveCountAction", { count: chosen, title: item.title })}</span>
            </button>
          ) : null}
          {item.reserved_quantity > 0 ? (
            <button
              type={remaining > 0 ? "button" : "submit"}
              className="reserve-toggle"
              data-state={busy ? "busy" : "reserved"}
              data-testid="release-mine"
              aria-busy={busy || undefined}
              aria-disabled={busy || undefined}
              onClick={remaining > 0 ? () => void run("release") : undefined}
            >
              <span aria-hidden="true">{t("releaseMine")}</span>
              <span className="visually-hidden">{t("releaseMineAction", { title: item.title })}</span>
            </button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
