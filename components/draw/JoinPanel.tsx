"use client";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { useMailOption } from "@/components/list/mail-option";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { formFailure } from "@/components/ui/failure";
import { TextField, UrlField } from "@/components/ui/Field";
import { joinDraw, organizerLogin } from "@/lib/client/api-client-draws";
import { LIMITS } from "@/lib/validations/limits";
import type { WireDraw } from "@/lib/validations/draw-responses";

type Problem = { message: string; field: "name" | "password" | "list" | "email" | null };

/**
 * The join page (docs/product.md "Secret santa"): a person joins with a name and a password of their
 * own, or comes back with them (also after the draw); the organizer logs in with the organizer
 * password. `notice`: why the device's link no longer opens this draw.
 */
export function JoinPanel({
  draw,
  notice,
  onPerson,
  onOrganizer,
}: {
  draw: WireDraw;
  notice: string | null;
  onPerson: (token: string) => void;
  onOrganizer: (token: string) => void;
}) {
  const t = useTranslations("draw");
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [wishlist, setWishlist] = useState("");
  const [email, setEmail] = useState("");
  const mailOffered = useMailOption();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const ids = { form: useId(), error: useId() };
  const wording = { network: t("errorNetwork"), noSentence: (status: number) => t("errorHttp", { status }) };

  async function join(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) return setProblem({ message: t("errorNoName"), field: "name" });
    if (!password.trim()) return setProblem({ message: t("errorNoJoinPassword"), field: "password" });
    setBusy(true);
    const result = await joinDraw(draw.slug, name.trim(), password, {
      listSlug: wishlist.trim() || undefined,
      email: (mailOffered && email.trim()) || undefined,
    });
    setBusy(false);
    if (!result.ok) {
      const fields = { name: "name", password: "password", list_slug: "list", email: "email" } as const;
      return setProblem(formFailure(result, wording, fields));
    }
    onPerson(result.participant_token);
  }

  const errorAbout = (field: Problem["field"]) => (problem?.field === field ? ids.error : undefined);
  return (
    <>
      {notice ? (
        <p className="error-box" role="status" data-testid="draw-notice">
          {notice}
        </p>
      ) : null}
      <form
        method="post"
        className="card stack"
        onSubmit={(event) => void join(event)}
        noValidate
        aria-labelledby={`${ids.form}-heading`}
      >
        <h2 id={`${ids.form}-heading`}>{draw.drawn ? t("comeBackTitle") : t("joinTitle")}</h2>
        <p className="muted">{draw.drawn ? t("comeBackIntro") : t("joinIntro")}</p>
        <TextField
          label={t("nameLabel")}
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={LIMITS.visitorName}
          autoComplete="nickname"
          disabled={busy}
          errorId={errorAbout("name")}
        />
        <TextField
          label={t("joinPasswordLabel")}
          hint={draw.drawn ? undefined : t("joinPasswordHint")}
          name="password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={LIMITS.password}
          autoComplete="current-password"
          disabled={busy}
          errorId={errorAbout("password")}
        />
        {draw.drawn ? null : (
          <UrlField
            label={t("wishlistLabel")}
            hint={t("wishlistHint")}
            name="list_slug"
            value={wishlist}
            onChange={(e) => setWishlist(e.target.value)}
            maxLength={LIMITS.url}
            disabled={busy}
            errorId={errorAbout("list")}
          />
        )}
        {mailOffered ? (
          <TextField
            label={t("emailJoinLabel")}
            hint={t("emailJoinHint")}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            maxLength={LIMITS.email}
            disabled={busy}
            errorId={errorAbout("email")}
          />
        ) : null}
        <ErrorBox error={problem?.message} id={ids.error} testId="draw-join-error" />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t("busy") : draw.drawn ? t("comeBackSubmit") : t("joinSubmit")}
        </button>
      </form>
      {draw.participants.length > 0 ? <PeopleLine names={draw.participants} /> : null}
      <OrganizerLogin slug={draw.slug} onOrganizer={onOrganizer} />
    </>
  );
}

/** Who is in (their names only): so a person sees whether they, or grandma, are in already. */
export function PeopleLine({ names }: { names: string[] }) {
  const t = useTranslations("draw");
  return (
    <p className="draw-people-line muted" data-testid="draw-people-line">
      {t("inTheDraw", { count: names.length })} <bdi>{names.join(", ")}</bdi>
    </p>
  );
}

function OrganizerLogin({ slug, onOrganizer }: { slug: string; onOrganizer: (token: string) => void }) {
  const t = useTranslations("draw");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  async function login(event: FormEvent) {
    event.preventDefault();
    if (busy || !password.trim()) return;
    setBusy(true);
    const result = await organizerLogin(slug, password);
    setBusy(false);
    if (!result.ok)
      return setProblem(
        formFailure(result, { network: t("errorNetwork"), noSentence: (s) => t("errorHttp", { status: s }) }, {})
          .message,
      );
    onOrganizer(result.organizer_token);
  }

  return (
    <details className="card draw-organizer-login">
      <summary>{t("organizerLoginSummary")}</summary>
      <form className="stack" onSubmit={(event) => void login(event)} noValidate>
        <TextField
          label={t("passwordLabel")}
          type="password"
          name="organizer_password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={LIMITS.password}
          autoComplete="current-password"
          disabled={busy}
          errorId={problem ? errorId : undefined}
        />
        <ErrorBox error={problem} id={errorId} />
        <button type="submit" className="button" disabled={busy}>
          {t("organizerLoginSubmit")}
        </button>
      </form>
    </details>
  );
}
