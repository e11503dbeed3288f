"use client";
// Owner settings: co-owner links and the celebrated person's view (docs/decisions/122 and 123).
// Read from the owner's own list_get when the dialog opens and after each change (./useOwnerLinks.ts,
// which the dialog holds: the mail section asks it too); a co-owner's attempt at an owner-only step gets the server's
// sentence (403 owner_only). A co-owner's answer has no `owners`: the co-owner links, all the owner's
// alone, are then left out; the celebrated view, which a co-owner may turn on, stays (decision 141).
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { TextField } from "@/components/ui/Field";
import { LinkActions } from "@/components/ui/LinkActions";
import { useToast } from "@/components/ui/Toast";
import { updateList, type ApiFailure } from "@/lib/client/api-client";
import { inviteOwner, revokeOwnerInvite } from "@/lib/client/api-client-owners";
import { LIMITS } from "@/lib/validations/limits";
import { useOwnerFailure } from "./useOwnerFailure";
import type { OwnerLinksState } from "./useOwnerLinks";
import { waitingButton } from "@/components/ui/waiting-button";

export function SettingsOwnersSection({
  slug,
  editToken,
  owned,
}: {
  slug: string;
  editToken: string;
  /** The owner's answer as the settings read it (./useOwnerLinks.ts). */
  owned: OwnerLinksState;
}) {
  const t = useTranslations("coOwners");
  const failure = useOwnerFailure();
  const toast = useToast();
  const headingId = useId();
  const { links, read } = owned;
  const [label, setLabel] = useState("");
  const [made, setMade] = useState<{ label: string; link: string } | null>(null);
  const [changeError, setError] = useState<string | null>(null);
  const error = changeError ?? owned.readError;
  const [busy, setBusy] = useState(false);

  /** Runs one change; on success reads the links again, else says why. */
  async function change(work: () => Promise<{ ok: true } | ApiFailure>, done?: () => void) {
    setBusy(true);
    setError(null);
    const answer = await work();
    setBusy(false);
    if (!answer.ok) return setError(failure.inline(answer));
    done?.();
    await read();
  }

  async function invite(event: FormEvent) {
    event.preventDefault();
    const named = label.trim();
    await change(
      async () => {
        const answer = await inviteOwner(slug, editToken, named);
        if (answer.ok) setMade({ label: named, link: answer.owner_link });
        return answer;
      },
      () => setLabel(""),
    );
  }

  // only the owner's answer lists the co-owner links (decision 141); none shown before it is read
  const coOwners = links?.owners;
  return (
    <section className="settings-section settings-owners" aria-labelledby={headingId} aria-busy={busy}>
      {coOwners ? (
        <>
          <h3 id={headingId} className="settings-legend">
            {t("heading")}
          </h3>
          <p className="muted small">{t("intro")}</p>
          <form className="stack" onSubmit={(event) => void invite(event)} noValidate>
            <TextField
              label={t("label")}
              name="co_owner_label"
              maxLength={LIMITS.visitorName}
              required
              value={label}
              onChange={(event) => setLabel(event.target.value)}
            />
            <div>
              <button type="submit" className="button button-small" {...waitingButton(busy)}>
                {t("make")}
              </button>
            </div>
          </form>
          {made ? (
            <>
              <TextField
                label={t("madeLink", { label: made.label })}
                hint={t("madeHint")}
                readOnly
                dir="ltr"
                value={made.link}
                onFocus={(event) => event.target.select()}
              />
              {/* shown once: copied or sent from here to the partner's phone */}
              <LinkActions link={made.link} title={t("madeLink", { label: made.label })} />
            </>
          ) : null}
          {/* none: the sentence alone, no empty list taking a step of the section's spacing */}
          {coOwners.length === 0 ? <p className="muted small">{t("none")}</p> : null}
          <ul className="rows" hidden={coOwners.length === 0}>
            {coOwners.map((owner) => (
              <li key={owner.invite_id} className="cluster">
                <span>{owner.label}</span>
                <button
                  type="button"
                  className="button button-small owner-button-danger"
                  disabled={busy}
                  aria-label={t("revokeLabel", { label: owner.label })}
                  onClick={() =>
                    void change(
                      () => revokeOwnerInvite(slug, editToken, owner.invite_id),
                      () => toast.success(t("revoked", { label: owner.label })),
                    )
                  }
                >
                  {t("revoke")}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {/* a heading of the dialog's sections' level, the co-owners' own or alone (a co-owner's view) */}
      <h3 id={coOwners ? undefined : headingId} className="settings-legend">
        {t("celebratedHeading")}
      </h3>
      <p className="muted small">{t("celebratedIntro")}</p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={Boolean(links?.celebratedLink)}
          disabled={busy || !links}
          onChange={(event) => {
            const on = event.target.checked;
            void change(() => updateList({ slug, edit_token: editToken, celebrated_view: on }));
          }}
        />
        {t("celebratedToggle")}
      </label>
      {links?.celebratedLink ? (
        <>
          <TextField
            label={t("celebratedLink")}
            readOnly
            dir="ltr"
            value={links.celebratedLink}
            onFocus={(event) => event.target.select()}
          />
          <LinkActions link={links.celebratedLink} title={t("celebratedHeading")} />
        </>
      ) : null}
      <ErrorBox error={error} />
    </section>
  );
}
