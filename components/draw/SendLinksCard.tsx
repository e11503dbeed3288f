"use client";
import { useTranslations } from "next-intl";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import { useRef, useState } from "react";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { failureMessage, screenWording } from "@/components/ui/failure";
import { useToast } from "@/components/ui/Toast";
import { sendLinks } from "@/lib/client/api-client-draws";
import { formatEventDay } from "@/lib/event-date";
import type { OrganizerAnswer } from "./useDrawView";
import { waitingButton } from "@/components/ui/waiting-button";

/**
 * Sends personal links by mail (docs/decisions/089-draw-mail.md): everyone's, or one person's.
 * `failed` gets the sentence of a refusal; the toast says how many links are on their way.
 */
export function useSendLinks(slug: string, token: string, failed: (message: string | null) => void) {
  const t = useTranslations("draw");
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  /** True when the server took it. */
  async function send(person?: { id: string; name: string }): Promise<boolean> {
    // a ref as well: two taps in one frame both see the state as "not busy"
    if (busyRef.current) return false;
    busyRef.current = true;
    setBusy(true);
    const result = await sendLinks(slug, token, person?.id);
    busyRef.current = false;
    setBusy(false);
    if (!result.ok) {
      failed(failureMessage(result, screenWording(t)));
      return false;
    }
    failed(null);
    if (person) toast.success(t("sentOneToast", { name: person.name }));
    else toast.success(result.people > 0 ? t("sentToast", { count: result.people }) : t("sentNone"));
    return true;
  }

  return { busy, send };
}

/** The organizer's card "Links by e-mail": who has an address, and one button for all of them. */
export function SendLinksCard({ answer, token }: { answer: OrganizerAnswer; token: string }) {
  const t = useTranslations("draw");
  const locale = useFormatLocale();
  const { draw, participants } = answer;
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, send } = useSendLinks(draw.slug, token, setProblem);
  const withAddress = participants.filter((person) => person.has_email).length;
  return (
    <section className="card stack" data-testid="draw-send-links">
      <h2>{t("sendTitle")}</h2>
      <p className="muted">{t(draw.drawn ? "sendHintDrawn" : "sendHint")}</p>
      {/* after a redraw whoever had looked learns it by mail only when the links go again (decision 200) */}
      {draw.round > 1 ? (
        <p className="draw-redrawn" data-testid="draw-send-again">
          {t("sendHintRedrawn")}
        </p>
      ) : null}
      {draw.event_date ? (
        <p className="muted small">{t("sendReminder", { date: formatEventDay(draw.event_date, locale) })}</p>
      ) : null}
      <p>{t("sendCount", { count: withAddress })}</p>
      <ErrorBox error={problem} testId="draw-send-links-error" />
      <button
        type="button"
        className="button button-primary"
        {...waitingButton(busy, withAddress === 0)}
        onClick={() => void send()}
      >
        {t("sendButton")}
      </button>
    </section>
  );
}
