"use client";
// Several people of one draw on one device (issue 51, docs/decisions/107): Mama's phone holds
// Sabine's link and opens Oma Gerda's. It asks before it shows another person, keeps both, and
// offers to switch back.
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { failureMessage, screenWording } from "@/components/ui/failure";
import { getDraw } from "@/lib/client/api-client-draws";
import type { DrawDevice } from "@/lib/client/draw-storage";
import type { KnownPerson } from "./draw-device";

/**
 * "This device is Sabine's. Open Oma Gerda's page here?": asked once the opened link's person is
 * known (read with that link's token, as their screen would); a link that no longer works says so
 * and opens nothing.
 */
export function SwitchPersonDialog({
  slug,
  device,
  pending,
  answer,
}: {
  slug: string;
  device: DrawDevice;
  pending: string;
  answer: (opened: KnownPerson | null) => void;
}) {
  const t = useTranslations("draw");
  const [opened, setOpened] = useState<(KnownPerson & { token: string }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = device.people.find((held) => held.token === device.person);

  useEffect(() => {
    let gone = false;
    void getDraw(slug, { participant: pending }).then((result) => {
      if (gone) return;
      if (result.ok && "me" in result) setOpened({ token: pending, id: result.me.id, name: result.me.name });
      // a link renewed since, or a person removed: said here, and Sabine's screen stays
      else if (!result.ok)
        setProblem(result.status === 403 ? t("linkRevoked") : failureMessage(result, screenWording(t)));
    });
    return () => {
      gone = true;
    };
  }, [slug, pending, t]);

  const person = opened?.token === pending ? opened : null;
  // a newer link of the person shown (mailed, or renewed) replaces the older one without a question
  const samePerson = Boolean(person && current?.id && person.id === current.id);
  useEffect(() => {
    if (samePerson && person) answer({ id: person.id, name: person.name });
  }, [samePerson, person, answer]);
  const name = person && current?.id && !samePerson ? person.name : null;
  const ready = name !== null || problem !== null;
  return (
    <Dialog open={ready} onClose={() => answer(null)} title={name ? t("switchTitle", { name }) : t("loading")}>
      <ErrorBox error={problem} />
      {name && current ? <p>{t("switchText", { name, current: current.name })}</p> : null}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={() => answer(null)} autoFocus>
          {t("cancel")}
        </button>
        {name ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => person && answer({ id: person.id, name: person.name })}
          >
            {t("switchOpen", { name })}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}

/** "Also on this device: Sabine": the other people whose links this device holds, one tap each. */
export function OtherPeopleOnDevice({ device, onSwitch }: { device: DrawDevice; onSwitch: (token: string) => void }) {
  const t = useTranslations("draw");
  const labelId = useId();
  // a person whose screen was never read here has no name yet (an older version's storage)
  const others = device.people.filter((held) => held.token !== device.person && held.name);
  if (others.length === 0) return null;
  return (
    <nav className="card draw-others" aria-labelledby={labelId} data-testid="draw-others">
      <p className="muted" id={labelId}>
        {t("alsoOnDevice")}
      </p>
      <div className="draw-others-list">
        {others.map((held) => (
          <button key={held.token} type="button" className="button" onClick={() => onSwitch(held.token)}>
            {t("switchTo", { name: held.name })}
          </button>
        ))}
      </div>
    </nav>
  );
}
