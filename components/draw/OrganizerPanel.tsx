"use client";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { useMailOption } from "@/components/list/mail-option";
import { ConfirmDialog } from "@/components/owner/ConfirmDialog";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { screenWording } from "@/components/ui/failure";
import { EmailField, TextField } from "@/components/ui/Field";
import { useSending, useTextInputs } from "@/components/ui/useSending";
import { addPerson, newPersonalLink, removePerson } from "@/lib/client/api-client-draws";
import { LIMITS } from "@/lib/validations/limits";
import { DrawActionCard } from "./DrawActionCard";
import { EditDrawCard } from "./EditDrawCard";
import { ExclusionsCard } from "./ExclusionsCard";
import { JoinForm } from "./JoinPanel";
import { LinkBox } from "./LinkBox";
import { OrganizerExtras } from "./OrganizerExtras";
import { PersonMailDialog } from "./PersonMailDialog";
import { SendLinksCard, useSendLinks } from "./SendLinksCard";
import type { OrganizerCardProps } from "./useDrawView";
import { waitingButton } from "@/components/ui/waiting-button";
import { useSentNote } from "@/components/ui/useSentNote";

/** A person's link as the organizer hands it on; `renewed`: their older one stopped working. */
type HandedLink = { id: string; name: string; link: string; renewed: boolean };
/** A change to one person that cannot be taken back, asked first (issue 51: one tap, no word, before). */
type Asked = { what: "renew" | "remove"; id: string; name: string };

/**
 * The organizer's screen (docs/product.md "Secret santa"): the join link to send, who is in (joined,
 * wishlist, looked — never a match), people added by hand with their personal links, new links for
 * lost ones, the exclusions, the draw, and the file and next year's draw.
 */
export function OrganizerPanel({
  answer,
  token,
  joinLink,
  reload,
  onPerson,
}: OrganizerCardProps & {
  joinLink: string;
  /** Set while this device is nobody in the draw: the organizer may take part here (issue 51). */
  onPerson?: (token: string) => void;
}) {
  const t = useTranslations("draw");
  const { draw, participants } = answer;
  const [handed, setHanded] = useState<HandedLink | null>(null);
  const [mailFor, setMailFor] = useState<string | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  // a change's refusal is said in the people card
  const { busy, problem, fail, send } = useSending(screenWording(t));
  const mailOffered = useMailOption();
  const sending = useSendLinks(draw.slug, token, fail);
  const handedPerson = participants.find((person) => person.id === handed?.id);

  /** Runs one change, then reads the draw again. */
  async function change<A extends { ok: true }>(work: Parameters<typeof send<A>>[0]): Promise<A | null> {
    const result = await send(work);
    if (result) await reload();
    return result;
  }

  async function confirmed({ what, id, name }: Asked) {
    if (what === "remove") {
      await change(() => removePerson(draw.slug, token, id));
      return setAsked(null);
    }
    const result = await change(() => newPersonalLink(draw.slug, token, id));
    setAsked(null);
    if (result) setHanded({ id, name, link: result.participant_link, renewed: true });
  }

  const looked = participants.filter((person) => person.has_looked).length;
  return (
    <>
      <p className="draw-role pill-success" data-testid="draw-organizer">
        {t("organizerBadge")}
      </p>
      {draw.drawn ? null : (
        <section className="card stack">
          <h2>{t("shareTitle")}</h2>
          <p className="muted">{t("shareHint")}</p>
          <LinkBox link={joinLink} title={draw.title} testId="draw-join-link" />
        </section>
      )}
      {onPerson && !draw.drawn ? <JoinForm draw={draw} onPerson={onPerson} self /> : null}
      <section className="card stack" data-testid="draw-people">
        <h2>{t("peopleTitle", { count: participants.length })}</h2>
        {participants.length === 0 ? <p className="muted">{t("peopleEmpty")}</p> : null}
        <ul className="draw-people rows">
          {participants.map((person) => (
            <li key={person.id} className="draw-person" data-testid="draw-person">
              <span className="draw-person-name">
                <bdi>{person.name}</bdi>
              </span>
              <span className="draw-person-status small muted">
                {[
                  person.joined ? t("statusJoined") : t("statusAdded"),
                  person.has_list ? t("statusList") : t("statusNoList"),
                  ...(draw.drawn ? [person.has_looked ? t("statusLooked") : t("statusNotLooked")] : []),
                  ...(person.has_email ? [t("statusEmail")] : []),
                ].join(" · ")}
              </span>
              <span className="cluster draw-person-actions">
                {/* only for a person the organizer added: who joined gives their own (decision 197) */}
                {mailOffered && !person.gives_own_address ? (
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy}
                    onClick={() => setMailFor(person.id)}
                    aria-label={t("emailFor", { name: person.name })}
                  >
                    {t("emailButton")}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button-small"
                  disabled={busy}
                  onClick={() => setAsked({ what: "renew", id: person.id, name: person.name })}
                  aria-label={t("newLinkFor", { name: person.name })}
                >
                  {t("newLink")}
                </button>
                {draw.drawn ? null : (
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy}
                    onClick={() => setAsked({ what: "remove", id: person.id, name: person.name })}
                    aria-label={t("removePerson", { name: person.name })}
                  >
                    {t("remove")}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
        {draw.drawn ? (
          <>
            <p data-testid="draw-looked">{t("lookedCount", { looked, count: participants.length })}</p>
            {/* why no person can be removed or added any more (docs/product.md, the draw's rules) */}
            <p className="muted small" data-testid="draw-people-fixed">
              {t("drawnPeopleHint")}
            </p>
          </>
        ) : null}
        <ErrorBox error={problem?.message} testId="draw-people-error" />
        {draw.drawn ? null : (
          <AddPerson
            busy={busy}
            mailOffered={mailOffered}
            onAdd={async (name, email) => {
              const result = await change(() => addPerson(draw.slug, token, name, email));
              if (result) setHanded({ id: result.participant_id, name, link: result.participant_link, renewed: false });
              return result !== null;
            }}
          />
        )}
      </section>
      {draw.drawn ? null : <ExclusionsCard answer={answer} token={token} reload={reload} />}
      <DrawActionCard answer={answer} token={token} reload={reload} />
      {mailOffered ? <SendLinksCard answer={answer} token={token} /> : null}
      <EditDrawCard answer={answer} token={token} reload={reload} />
      <OrganizerExtras answer={answer} token={token} />
      <Dialog
        open={handed !== null}
        onClose={() => setHanded(null)}
        title={handed ? t("linkDialogTitle", { name: handed.name }) : ""}
        closeLabel={t("close")}
      >
        {handed ? (
          <div className="stack" data-testid="draw-handed-link">
            <p>{t("linkDialogText", { name: handed.name })}</p>
            {handed.renewed ? <p className="muted">{t("linkDialogRenewed")}</p> : null}
            <LinkBox link={handed.link} title={draw.title} />
            {mailOffered && handedPerson?.has_email ? (
              <button
                type="button"
                className="button"
                {...waitingButton(sending.busy)}
                onClick={() => void sending.send(handedPerson).then((sent) => sent && setHanded(null))}
              >
                {t("sendOneFor", { name: handed.name })}
              </button>
            ) : null}
            <button type="button" className="button" onClick={() => setHanded(null)}>
              {t("close")}
            </button>
          </div>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t(asked.what === "renew" ? "newLinkTitle" : "removeTitle", { name: asked.name }) : ""}
        text={asked ? t(asked.what === "renew" ? "newLinkWarning" : "removeWarning", { name: asked.name }) : ""}
        confirmLabel={asked?.what === "renew" ? t("newLinkConfirm") : t("remove")}
        cancelLabel={t("cancel")}
        busy={busy}
        onConfirm={() => asked && void confirmed(asked)}
        onCancel={() => setAsked(null)}
      />
      <PersonMailDialog
        slug={draw.slug}
        token={token}
        person={participants.find((person) => person.id === mailFor) ?? null}
        onClose={() => setMailFor(null)}
        reload={reload}
      />
    </>
  );
}

/** Adds a person by name (for someone who will not join by themselves), with mail their address too. */
function AddPerson({
  busy,
  mailOffered,
  onAdd,
}: {
  busy: boolean;
  mailOffered: boolean;
  onAdd: (name: string, email?: string) => Promise<boolean>;
}) {
  const t = useTranslations("draw");
  const { values, bind, clear } = useTextInputs({ name: "", email: "" }, { busy });
  // "Add" waits for a name again once added: the focus goes back to the name, for the next person (decision 220)
  const { ref: nameRef, sent: added } = useSentNote<HTMLInputElement>();
  const headingId = useId();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim()) return;
    if (!(await onAdd(values.name.trim(), (mailOffered && values.email.trim()) || undefined))) return;
    clear();
    added();
  }
  return (
    <form className="stack draw-add" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{t("addTitle")}</h3>
      <p className="muted small">{t("addHint")}</p>
      <TextField
        ref={nameRef}
        label={t("nameLabelOther")}
        name="name"
        maxLength={LIMITS.visitorName}
        autoComplete="off"
        {...bind("name")}
      />
      {mailOffered ? (
        <EmailField
          label={t("emailAddLabel")}
          hint={t("emailAddHint")}
          name="email"
          autoComplete="off"
          {...bind("email")}
        />
      ) : null}
      <button type="submit" className="button" {...waitingButton(busy, !values.name.trim())}>
        {t("addSubmit")}
      </button>
    </form>
  );
}
