"use client";
// The owner password's two fields in the settings modal and changing it (docs/api.md
// "list_password"): by its own button, or as part of the modal's "Save" (decision 044).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/ui/Toast";
import { changeOwnerPassword } from "@/lib/client/api-client";
import { ownerPasswords } from "@/lib/client/browser-storage";
import { useOwnerFailure } from "./useOwnerFailure";
import type { OwnerSession } from "./useOwnerSession";

export type OwnerPasswordChange = ReturnType<typeof useOwnerPasswordChange>;

export function useOwnerPasswordChange(slug: string, session: OwnerSession) {
  const t = useTranslations("settings");
  const toast = useToast();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = useOwnerFailure();

  /**
   * Changes the password; the server revokes every edit token and answers a new one, so this device
   * stays owner and all others are signed out. Answers the new token, or null after showing why not.
   */
  const change = async (): Promise<string | null> => {
    if (busy) return null;
    const refuse = (message: string) => {
      setError(message);
      return null;
    };
    if (!session.editToken) return refuse(t("errorNoToken"));
    if (!current.trim()) return refuse(t("errorNoCurrent"));
    if (!next.trim()) return refuse(t("errorNoNew"));
    setBusy(true);
    setError(null);
    const result = await changeOwnerPassword(slug, session.editToken, current, next);
    setBusy(false);
    if (!result.ok) return refuse(fail.inline(result));
    // the created dialog may still offer to share the remembered password: keep it current
    if (ownerPasswords.get(slug) !== null) ownerPasswords.set(slug, next.trim());
    session.signIn(result.edit_token);
    setCurrent("");
    setNext("");
    toast.success(t("passwordChanged"));
    return result.edit_token;
  };

  return {
    current,
    next,
    setCurrent,
    setNext,
    busy,
    error,
    /** Something typed into either field: the modal's "Save" changes the password too. */
    filled: current.trim() !== "" || next.trim() !== "",
    change,
  };
}
