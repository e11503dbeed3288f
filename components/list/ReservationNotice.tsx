"use client";
import type { RememberedGuest } from "@/lib/client/browser-storage";
import { isTaken } from "@/lib/surprise";
import type { WireItem, WireList } from "@/lib/wire";
import type { Action } from "./reservation-send";
import { foldAway } from "./form-cancel";
import { usePublicTexts } from "./public-texts";

/**
 * The wish changed while the form was open: taken by someone else, or released, while the guest
 * was typing; or another wish of its group ("any one of these") was taken.
 */
export type Conflict = "taken" | "released" | "oneOfTaken" | null;

/**
 * What changed under the form: another wish of its group taken, none of this one (decision 119),
 * whatever was typed, or with some of this one claimed while more was typed for; else what was
 * typed for (`typedFor`, null while nothing is) that is gone.
 */
export function conflictOf(item: WireItem, typedFor: Action | null, free: number, taken: number): Conflict {
  if (item.one_of_taken && (typedFor === "reserve" || !isTaken(item))) return "oneOfTaken";
  if (typedFor === "reserve" && free === 0) return "taken";
  return typedFor === "release" && taken === 0 ? "released" : null;
}

const CONFLICT_TEXT = { taken: "justTaken", released: "justReleased", oneOfTaken: "justTakenOneOf" } as const;

type Props = {
  conflict: Conflict;
  /** Fewer units are left now than the guest chose. */
  fewerLeft: number | null;
  onDismiss: () => void;
  /** The guest this device remembers, when the card reserves as them with one tap. */
  rememberedAs: RememberedGuest | null;
  /** The guest's own reservation, released with the remembered password. */
  releasesWithOneTap: boolean;
  identityMode: WireList["identity_mode"];
  onForget: () => void;
  /** A group gift's form: the giver chips in and withdraws a share, nothing is reserved. */
  pledge?: boolean;
};

/**
 * The field the guest typed in gives way to the notice (issue 40): its "Got it" takes the focus
 * that would otherwise fall back to the page, and only then.
 */
function takeOverFocus(button: HTMLButtonElement | null) {
  if (button && (document.activeElement === document.body || document.activeElement === null)) button.focus();
}

/**
 * A reservation form's words above its fields: why what was typed cannot be sent now (the wish
 * was just taken or released; fewer are left), or who reserves from this device, with "not me".
 */
export function ReservationNotice(props: Props) {
  const { conflict, fewerLeft, onDismiss, rememberedAs, releasesWithOneTap, identityMode, onForget, pledge } = props;
  const t = usePublicTexts();
  if (conflict) {
    return (
      <div className="reservation-notice" role="alert" data-testid="reservation-notice">
        <p>{t(CONFLICT_TEXT[conflict])}</p>
        <button
          type="button"
          className="button button-small"
          onClick={(event) => {
            onDismiss();
            // nothing left to do here: the form folds away, and the card hands the focus to the wish
            if (conflict === "oneOfTaken") foldAway(event.currentTarget);
          }}
          ref={takeOverFocus}
        >
          {t("conflictDismiss")}
        </button>
      </div>
    );
  }
  if (fewerLeft !== null) {
    return (
      <p className="reservation-notice" role="status" data-testid="reservation-notice">
        {t("fewerLeft", { count: fewerLeft })}
      </p>
    );
  }
  if (!rememberedAs && !releasesWithOneTap) return null;
  const who =
    identityMode === "name" && rememberedAs?.name
      ? rememberedAs.name
      : identityMode === "icon" && rememberedAs?.icon
        ? rememberedAs.icon
        : null;
  const text = !rememberedAs
    ? t(pledge ? "withdrawingWithOneTap" : "releasingWithOneTap")
    : who
      ? t(pledge ? "chippingInAs" : "reservingAs", { who })
      : t(pledge ? "chippingInWithSavedPassword" : "reservingWithSavedPassword");
  return (
    <p className="remembered-guest" data-testid="remembered-guest">
      <span>{text}</span>
      <button type="button" className="link-button" onClick={onForget}>
        {t("notMe")}
        <span className="visually-hidden">{` – ${t("notMeAction")}`}</span>
      </button>
    </p>
  );
}
