"use client";
import { useTranslations } from "next-intl";
import { accentStyle } from "@/components/list/appearance";
import { useCallback, useEffect, useState } from "react";
import { DRAW_THEME_COLOR, drawJoinLink, personalDrawLink } from "@/lib/draw-link";
import type { WireDraw } from "@/features/draws/shared/draw-responses";
import { useDrawDevice, type KnownPerson } from "./draw-device";
import { DrawFacts } from "./DrawFacts";
import { JoinPanel } from "./JoinPanel";
import { OrganizerPanel } from "./OrganizerPanel";
import { ParticipantPanel } from "./ParticipantPanel";
import { OtherPeopleOnDevice, SwitchPersonDialog } from "./PeopleOnDevice";
import { useDrawView, type DrawSide, type OrganizerAnswer, type ParticipantAnswer } from "./useDrawView";

/**
 * `/web/draw/?slug=…` (docs/product.md "Secret santa"): who this device is decides the screen — a
 * person (their match), the organizer (people, exclusions, the draw), both, or nobody yet (the join
 * page, which is also what the server renders before the device is known).
 */
export function DrawScreen({ initialDraw, baseUrl }: { initialDraw: WireDraw; baseUrl: string }) {
  const t = useTranslations("draw");
  const slug = initialDraw.slug;
  const { device, keep, known, pending, answer } = useDrawDevice(slug);
  const [notice, setNotice] = useState<string | null>(null);
  // each side's changes made on this device, so the other side's view reads the draw again
  const [changes, setChanges] = useState({ person: 0, organizer: 0 });
  const changed = (side: keyof typeof changes) => setChanges((now) => ({ ...now, [side]: now[side] + 1 }));
  const person = device?.person;
  const organizer = device?.organizer;
  const onKnown = useCallback((me: KnownPerson) => person && known(person, me), [person, known]);
  // a link opened after the person shown here stopped working needs no question
  useEffect(() => {
    if (!pending || !device || device.person) return;
    keep("person", pending);
    answer(null);
  }, [pending, device, keep, answer]);

  return (
    <main className="page draw-screen" id="draw-screen" style={accentStyle(DRAW_THEME_COLOR)}>
      {device ? <OtherPeopleOnDevice device={device} onSwitch={(token) => keep("person", token)} /> : null}
      {pending && device?.person ? (
        <SwitchPersonDialog slug={slug} device={device} pending={pending} answer={answer} />
      ) : null}
      {person ? (
        <PersonView
          key={person}
          slug={slug}
          token={person}
          personalLink={personalDrawLink(baseUrl, slug, person)}
          fallback={initialDraw}
          onKnown={onKnown}
          otherChanges={changes.organizer}
          onChanged={() => changed("person")}
          onRevoked={() => {
            keep("person", null);
            setNotice(t("linkRevoked"));
          }}
        />
      ) : organizer ? null : (
        <>
          <DrawFacts draw={initialDraw} />
          <JoinPanel
            draw={initialDraw}
            notice={notice}
            onPerson={(token) => keep("person", token)}
            onOrganizer={(token) => keep("organizer", token)}
          />
        </>
      )}
      {organizer ? (
        <OrganizerView
          slug={slug}
          token={organizer}
          joinLink={drawJoinLink(baseUrl, slug)}
          fallback={person ? null : initialDraw}
          onPerson={
            person
              ? undefined
              : (token) => {
                  keep("person", token);
                  changed("person");
                }
          }
          otherChanges={changes.person}
          onChanged={() => changed("organizer")}
          onRevoked={() => {
            keep("organizer", null);
            setNotice(t("organizerRevoked"));
          }}
        />
      ) : null}
    </main>
  );
}

function Loading({ facts }: { facts: WireDraw | null }) {
  const t = useTranslations("draw");
  return (
    <>
      {facts ? <DrawFacts draw={facts} /> : null}
      <p className="muted" role="status">
        {t("loading")}
      </p>
    </>
  );
}

function PersonView(
  props: {
    slug: string;
    token: string;
    personalLink: string;
    fallback: WireDraw;
    /** Whom the token opens, as their screen reads it, kept beside it on this device. */
    onKnown: (me: KnownPerson) => void;
  } & DrawSide,
) {
  const { answer, reload } = useDrawView<ParticipantAnswer>(props.slug, { participant: props.token }, props);
  const { onKnown } = props;
  const id = answer?.me.id;
  const name = answer?.me.name;
  useEffect(() => {
    if (id && name) onKnown({ id, name });
  }, [id, name, onKnown]);
  if (!answer) return <Loading facts={props.fallback} />;
  return (
    <>
      <DrawFacts draw={answer.draw} />
      <ParticipantPanel answer={answer} token={props.token} personalLink={props.personalLink} reload={reload} />
    </>
  );
}

function OrganizerView(
  props: {
    slug: string;
    token: string;
    joinLink: string;
    /** The facts to show while loading; null when the person's view above shows them. */
    fallback: WireDraw | null;
    onPerson?: (token: string) => void;
  } & DrawSide,
) {
  const { answer, reload } = useDrawView<OrganizerAnswer>(props.slug, { organizer: props.token }, props);
  if (!answer) return <Loading facts={props.fallback} />;
  return (
    <>
      {props.fallback ? <DrawFacts draw={answer.draw} /> : null}
      <OrganizerPanel
        answer={answer}
        token={props.token}
        joinLink={props.joinLink}
        reload={reload}
        onPerson={props.onPerson}
      />
    </>
  );
}
