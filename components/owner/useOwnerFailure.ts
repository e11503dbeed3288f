"use client";
import { useTranslations } from "next-intl";
import {
  failureMessage,
  formFailure,
  isSignedOutFailure,
  type FailureWording,
  type FormFailure,
} from "@/components/ui/failure";
import { useToast } from "@/components/ui/Toast";
import type { ApiFailure } from "@/lib/client/api-client";
import { OWNER_LINK_REVOKED_EVENT } from "./useOwnerSession";

/** Told to the page when the server refused this device's edit token (components/owner/UnlockAgain.tsx). */
export const OWNER_LOCKED_EVENT = "wunschliste:owner-locked";

/**
 * How the owner's actions report a failure. A revoked token (the password was changed on another
 * device) does not end owner mode here: the form keeps what the owner typed, says why it was not
 * saved, and the page offers to unlock again with the new password (issue 32, bug 7) — after that
 * the same form saves. `save` words a failed settings save as docs/product.md §8 asks ('Error while
 * saving.' + the server's text); `action` every other owner action.
 */
export function useOwnerFailure(kind: "action" | "save" = "action") {
  const tOwner = useTranslations("owner");
  const tSettings = useTranslations("settings");
  const tPaused = useTranslations("paused");
  const toast = useToast();
  // a change refused for a database fault, after its one try again (decision 080)
  const paused = tPaused("form");
  const wording: FailureWording =
    kind === "save"
      ? {
          network: tSettings("errorNetwork", { message: tSettings("networkDetail") }),
          noSentence: () => tSettings("unknown"),
          frame: (sentence) => `${tSettings("errorSave")} ${sentence}`,
          paused,
        }
      : { network: tOwner("networkError"), noSentence: (status) => tOwner("httpError", { status }), paused };

  const message = (failure: ApiFailure) => {
    // a co-owner link taken back (decision 122): owner mode ends, the page says why
    if (failure.code === "owner_link_revoked") {
      window.dispatchEvent(new CustomEvent(OWNER_LINK_REVOKED_EVENT, { detail: failure.error ?? "" }));
    }
    if (!isSignedOutFailure(failure)) return failureMessage(failure, wording);
    window.dispatchEvent(new Event(OWNER_LOCKED_EVENT));
    return tOwner("accessEnded");
  };

  return {
    /** The sentence for the form's own error box. */
    inline: message,
    /**
     * The sentence and the form's input the server blamed (its `field`, mapped by `inputs` as in
     * formFailure), so that the input is marked invalid and described by the error (issue 40).
     */
    form<F extends string>(failure: ApiFailure, inputs: Readonly<Record<string, F>>): FormFailure<F> {
      return { message: message(failure), field: formFailure(failure, wording, inputs).field };
    },
    /** Shows the sentence as a toast. */
    toast(failure: ApiFailure): void {
      toast.error(message(failure));
    },
  };
}
