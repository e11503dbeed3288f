"use client";
import { useTranslations } from "next-intl";
import { failureMessage, isSignedOutFailure, type FailureWording } from "@/components/ui/failure";
import { useToast } from "@/components/ui/Toast";
import type { ApiFailure } from "@/lib/api-client";

/**
 * How the owner's actions report a failure. A revoked token (the password was changed elsewhere)
 * ends owner mode on this device at once — `onSignedOut` runs after the toast — wherever the
 * failure would otherwise show. `save` words a failed settings save as docs/product.md §8 asks
 * ('Error while saving.' + the server's text); `action` every other owner action.
 */
export function useOwnerFailure(onSignedOut: () => void, kind: "action" | "save" = "action") {
  const tOwner = useTranslations("owner");
  const tSettings = useTranslations("settings");
  const toast = useToast();
  const wording: FailureWording =
    kind === "save"
      ? {
          network: tSettings("errorNetwork", { message: tSettings("networkDetail") }),
          noSentence: () => tSettings("unknown"),
          frame: (sentence) => `${tSettings("errorSave")} ${sentence}`,
        }
      : { network: tOwner("networkError"), noSentence: (status) => tOwner("httpError", { status }) };

  const signedOut = (failure: ApiFailure, message: string) => {
    if (!isSignedOutFailure(failure)) return false;
    toast.error(message);
    onSignedOut();
    return true;
  };

  return {
    /** The sentence for the form's own error box (if owner mode ends, the form goes with it). */
    inline(failure: ApiFailure): string {
      const message = failureMessage(failure, wording);
      signedOut(failure, message);
      return message;
    },
    /** Shows the sentence as a toast. */
    toast(failure: ApiFailure): void {
      const message = failureMessage(failure, wording);
      if (!signedOut(failure, message)) toast.error(message);
    },
  };
}
