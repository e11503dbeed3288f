"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useMailOption } from "@/components/list/mail-option";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { screenWording } from "@/components/ui/failure";
import { EmailField, PasswordField, TextField, UrlField } from "@/components/ui/Field";
import { FormCard } from "@/components/ui/FormCard";
import { useSending, useSendingForm } from "@/components/ui/useSending";
import { joinDraw, organizerLogin } from "@/lib/client/api-client-draws";
import { LIMITS } from "@/lib/validations/limits";
import type { WireDraw } from "@/features/draws/shared/draw-responses";
import { namesIn } from "@/lib/bidi-isolate";
import { waitingButton, waitingField } from "@/components/ui/waiting-button";

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
  return (
    <>
      {notice ? (
        <p className="error-box" role="status" data-testid="draw-notice">
          {notice}
        </p>
      ) : null}
      <JoinForm draw={draw} onPerson={onPerson} />
      {draw.participants.length > 0 ? <PeopleLine names={draw.participants} /> : null}
      <OrganizerLogin slug={draw.slug} onOrganizer={onOrganizer} />
    </>
  );
}

/**
 * Joining (or coming back) with name and password: on the join page, and on the organizer's screen
 * for an organizer who takes part (`self`: their own password brings them back like anyone else).
 */
export function JoinForm({
  draw,
  onPerson,
  self = false,
}: {
  draw: WireDraw;
  onPerson: (token: string) => void;
  self?: boolean;
}) {
  const t = useTranslations("draw");
  const mailOffered = useMailOption();
  const form = useSendingForm({ name: "", password: "", list: "", email: "" }, screenWording(t), {
    name: "name",
    password: "password",
    list_slug: "list",
    email: "email",
  });
  const { values, busy, fail, bind } = form;

  async function join() {
    if (busy) return;
    if (!values.name.trim()) return fail(t("errorNoName"), "name");
    if (!values.password.trim()) return fail(t("errorNoJoinPassword"), "password");
    const joined = await form.send(() =>
      joinDraw(draw.slug, values.name.trim(), values.password, {
        listSlug: values.list.trim() || undefined,
        email: (mailOffered && values.email.trim()) || undefined,
      }),
    );
    if (joined) onPerson(joined.participant_token);
  }

  return (
    <FormCard
      heading={self ? t("selfTitle") : draw.drawn ? t("comeBackTitle") : t("joinTitle")}
      sending={form}
      onSend={() => void join()}
      errorTestId="draw-join-error"
      submitLabel={self ? t("selfSubmit") : draw.drawn ? t("comeBackSubmit") : t("joinSubmit")}
      busyLabel={t("busy")}
    >
      <p className="muted">{self ? t("selfIntro") : draw.drawn ? t("comeBackIntro") : t("joinIntro")}</p>
      <TextField
        label={t("nameLabel")}
        name="name"
        maxLength={LIMITS.visitorName}
        autoComplete="nickname"
        {...bind("name")}
      />
      <PasswordField
        label={t("joinPasswordLabel")}
        hint={draw.drawn ? undefined : t("joinPasswordHint")}
        name="password"
        autoComplete="current-password"
        {...bind("password")}
      />
      {draw.drawn ? null : (
        <UrlField
          label={t("wishlistLabel")}
          hint={t("wishlistHint")}
          name="list_slug"
          maxLength={LIMITS.url}
          {...bind("list")}
        />
      )}
      {mailOffered ? (
        <EmailField
          label={t("emailJoinLabel")}
          hint={t("emailJoinHint")}
          name="email"
          autoComplete="email"
          {...bind("email")}
        />
      ) : null}
    </FormCard>
  );
}

/** Who is in (their names only): so a person sees whether they, or grandma, are in already. */
export function PeopleLine({ names }: { names: string[] }) {
  const t = useTranslations("draw");
  // each name isolated, not the line: the names follow the page's direction, as its sentence does,
  // and are listed as the language lists them ("A, B und C", "A وB وC")
  const locale = useLocale();
  return (
    <p className="draw-people-line muted" data-testid="draw-people-line">
      {t("inTheDraw", { count: names.length })} {namesIn(locale, names)}
    </p>
  );
}

function OrganizerLogin({ slug, onOrganizer }: { slug: string; onOrganizer: (token: string) => void }) {
  const t = useTranslations("draw");
  const [password, setPassword] = useState("");
  const { busy, problem, errorId, send } = useSending(screenWording(t));

  async function login() {
    if (!password.trim()) return;
    const answer = await send(() => organizerLogin(slug, password));
    if (answer) onOrganizer(answer.organizer_token);
  }

  return (
    <details className="card draw-organizer-login">
      <summary>{t("organizerLoginSummary")}</summary>
      {/* POST: sent before the page's scripts have run, the password stays out of the address (FormCard) */}
      <form
        method="post"
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void login();
        }}
        noValidate
      >
        <PasswordField
          label={t("passwordLabel")}
          name="organizer_password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          {...waitingField(busy)}
          errorId={problem ? errorId : undefined}
        />
        <ErrorBox error={problem?.message} id={errorId} />
        <button type="submit" className="button" {...waitingButton(busy)}>
          {t("organizerLoginSubmit")}
        </button>
      </form>
    </details>
  );
}
