"use client";
// Issue 32, bug 7: the owner password was changed on another device, so this tab's edit token is
// revoked. Instead of ending owner mode (and with it whatever the owner was typing), the page says
// why the save failed and offers to unlock again; the open form then saves with the new token.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useToast } from "@/components/ui/Toast";
import { OwnerLoginDialog } from "./OwnerLoginDialog";
import { OWNER_LOCKED_EVENT } from "./useOwnerFailure";
import { useOwnerSession } from "./useOwnerSession";
import "./unlock-again.css";

export function UnlockAgain({ slug, floating = false }: { slug: string; floating?: boolean }) {
  const session = useOwnerSession(slug);
  const t = useTranslations("owner");
  const toast = useToast();
  const [locked, setLocked] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    const lock = () => setLocked(true);
    window.addEventListener(OWNER_LOCKED_EVENT, lock);
    return () => window.removeEventListener(OWNER_LOCKED_EVENT, lock);
  }, []);

  if (!locked) return null;
  return (
    <div className={floating ? "unlock-again unlock-again-floating" : "unlock-again"} data-testid="unlock-again">
      <p>{t("accessEndedShort")}</p>
      <div className="unlock-again-actions">
        <button type="button" className="button button-small button-primary" onClick={() => setDialogOpen(true)}>
          {t("unlockAgain")}
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            setLocked(false);
            session.signOut();
          }}
        >
          {t("leaveOwnerMode")}
        </button>
      </div>
      <OwnerLoginDialog
        slug={slug}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onUnlocked={(token) => {
          setDialogOpen(false);
          setLocked(false);
          session.signIn(token);
          toast.success(t("unlockedAgain"));
        }}
      />
    </div>
  );
}
