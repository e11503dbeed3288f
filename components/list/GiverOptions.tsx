"use client";
import { CheckboxField, EmailField } from "@/components/ui/Field";
import { usePublicTexts } from "./public-texts";
import { waitingField } from "@/components/ui/waiting-button";

type Props = {
  /** Whether the list may name givers at all (not in password_only mode). */
  namesShown: boolean;
  /** Givers pick an icon instead of a name: it is the icon that is kept secret. */
  iconMode: boolean;
  /** Name the giver to nobody (docs/decisions/103-anonymous-giving.md). */
  keepSecret: boolean;
  onKeepSecret: (keep: boolean) => void;
  /** The address field is offered only while the server sends mail (docs/decisions/081-mail.md). */
  mailOffered: boolean;
  email: string;
  onEmail: (email: string) => void;
  busy: boolean;
};

/** What a giver may choose besides who they are: a secret name, and an address for news of the wish. */
export function GiverOptions(props: Props) {
  const { namesShown, iconMode, keepSecret, onKeepSecret, mailOffered, email, onEmail, busy } = props;
  const t = usePublicTexts();
  return (
    <>
      {namesShown ? (
        <div data-testid="reserve-anonymous">
          <CheckboxField
            label={t(iconMode ? "anonymousIconLabel" : "anonymousLabel")}
            hint={t("anonymousHint")}
            checked={keepSecret}
            onCheckedChange={onKeepSecret}
          />
        </div>
      ) : null}
      {mailOffered ? (
        <EmailField
          label={t("emailLabel")}
          hint={t("emailHint")}
          autoComplete="email"
          value={email}
          onChange={(event) => onEmail(event.target.value)}
          {...waitingField(busy)}
          data-testid="reserve-email"
        />
      ) : null}
    </>
  );
}
