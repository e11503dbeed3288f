"use client";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { screenWording } from "@/components/ui/failure";
import { Field } from "@/components/ui/Field";
import { useSending } from "@/components/ui/useSending";
import { setExclusion } from "@/lib/client/api-client-draws";
import type { OrganizerCardProps } from "./useDrawView";
import { useIsolated } from "./useIsolated";
import { waitingButton } from "@/components/ui/waiting-button";
import { useSentNote } from "@/components/ui/useSentNote";

/** Pairs who do not draw each other, both ways (couples): picked from the people, removed again. */
export function ExclusionsCard({ answer, token, reload }: OrganizerCardProps) {
  const t = useTranslations("draw");
  const { draw, participants, exclusions } = answer;
  const [a, setA] = useState("");
  const [b, setB] = useState("");
  const { busy, problem, send: sendOnce } = useSending(screenWording(t));
  const headingId = useId();
  const { ref: firstRef, sent: added } = useSentNote<HTMLSelectElement>();
  const isolated = useIsolated();
  // each name isolated, not the sentence: "Anna و Ben" keeps the page's order whichever way a name is written
  const nameOf = (id: string) => isolated(participants.find((person) => person.id === id)?.name ?? "");

  async function send(first: string, second: string, remove: boolean) {
    if (!(await sendOnce(() => setExclusion(draw.slug, token, first, second, remove)))) return;
    await reload();
    if (!remove) {
      setA("");
      setB("");
      // "Add" waits for a pair again: the focus goes back to the first name, for the next pair (decision 220)
      added();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (a && b) void send(a, b, false);
  }

  const choices = (
    chosen: string,
    other: string,
    set: (value: string) => void,
    label: string,
    ref?: typeof firstRef,
  ) => (
    <Field label={label}>
      {(control) => (
        <select
          ref={ref}
          {...control}
          className="input"
          value={chosen}
          disabled={busy}
          onChange={(event) => set(event.target.value)}
        >
          <option value="">{t("choosePerson")}</option>
          {participants
            .filter((person) => person.id !== other)
            .map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
        </select>
      )}
    </Field>
  );

  return (
    <section className="card stack" aria-labelledby={headingId} data-testid="draw-exclusions">
      <h2 id={headingId}>{t("exclusionsTitle")}</h2>
      <p className="muted">{t("exclusionsHint")}</p>
      {exclusions.length === 0 ? (
        <p className="muted small">{t("exclusionsEmpty")}</p>
      ) : (
        <ul className="draw-exclusions rows">
          {exclusions.map((pair) => (
            <li key={`${pair.a}-${pair.b}`} className="draw-exclusion" data-testid="draw-exclusion">
              <span>{t("exclusionPair", { a: nameOf(pair.a), b: nameOf(pair.b) })}</span>
              <button
                type="button"
                className="button button-small"
                disabled={busy}
                onClick={() => void send(pair.a, pair.b, true)}
                aria-label={t("exclusionRemove", { a: nameOf(pair.a), b: nameOf(pair.b) })}
              >
                {t("remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {participants.length >= 2 ? (
        <form className="draw-exclusion-form" onSubmit={submit} noValidate>
          {choices(a, b, setA, t("exclusionA"), firstRef)}
          {choices(b, a, setB, t("exclusionB"))}
          <button type="submit" className="button" {...waitingButton(busy, !a || !b)}>
            {t("exclusionAdd")}
          </button>
        </form>
      ) : null}
      <ErrorBox error={problem?.message} testId="draw-exclusions-error" />
    </section>
  );
}
