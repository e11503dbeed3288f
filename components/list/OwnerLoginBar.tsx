"use client";
// The 'Besitzer-Login' button above a list (docs/product.md §2), for every visitor and while owner
// mode loads. Owner mode itself (components/owner) is loaded only once the owner has unlocked
// (useOwnerMode); the login dialog only once the button is pressed.
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import type { OwnerSession } from "@/components/owner/useOwnerSession";
import { LockIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/Toast";

// React's own lazy, not next/dynamic: drawn only after a press, never by the server, and
// next/dynamic's server-rendering support would be in every visitor's first scripts (070)
const OwnerLoginDialog = lazy(() =>
  import("@/components/owner/OwnerLoginDialog").then((module) => ({ default: module.OwnerLoginDialog })),
);

export function OwnerLoginBar({
  slug,
  session,
  onLoginOpened,
}: {
  slug: string;
  session: OwnerSession;
  /** Fetches owner mode while the owner types the password (handed in: its module stays in the first load's). */
  onLoginOpened: () => void;
}) {
  const t = useTranslations("owner");
  const tLogin = useTranslations("ownerLogin");
  const tCheck = useTranslations("ownerCheck");
  const toast = useToast();
  const [loginOpen, setLoginOpen] = useState(false);
  // mounted from the first press on, so that closing it runs the dialog's own closing
  const [loginWanted, setLoginWanted] = useState(false);

  return (
    <div className="cluster owner-login-bar">
      {session.revoked ? (
        <p className="owner-revoked" role="status" data-testid="owner-revoked">
          {session.refusal ?? tCheck("revoked")}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-small owner-login-button"
        onClick={() => {
          setLoginWanted(true);
          setLoginOpen(true);
          onLoginOpened();
        }}
        aria-haspopup="dialog"
      >
        <LockIcon />
        {t("loginButton")}
      </button>
      {loginWanted ? (
        <Suspense>
          <OwnerLoginDialog
            slug={slug}
            open={loginOpen}
            onClose={() => setLoginOpen(false)}
            onUnlocked={(token) => {
              setLoginOpen(false);
              session.signIn(token);
              toast.success(tLogin("success"));
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
