import "server-only";
import type { Locale } from "../../lib/locale";
import { giverEmailSchema, ownerEmailSchema, personEmailSchema } from "./shared/mail";
import { parseInput } from "../../lib/validations/parse";
import type { OwnerMail } from "../lists/lists";
import type { PersonMail } from "../draws/people";
import type { GiverMail } from "../giving/claims";
import { mailEnabled } from "./settings";

// The mail fields of a request (docs/api.md "Mail"). Without SMTP_URL they are not read at all:
// the API ignores them like any field it does not know, so an install without mail shows no trace
// of it, not even a refusal (docs/decisions/081-mail.md).

/** `email` on item_reserve and item_pledge, with the language the giver's mails are written in. */
export function giverMailInput(input: unknown, locale: Locale): GiverMail {
  return { email: mailEnabled ? parseInput(giverEmailSchema, input).email : undefined, locale };
}

/** `notify_email` on list_update; undefined without mail. */
export function ownerMailInput(input: unknown, locale: Locale, clientAddress: string): OwnerMail | undefined {
  if (!mailEnabled) return undefined;
  return { notifyEmail: parseInput(ownerEmailSchema, input).notify_email, locale, clientAddress };
}

/** `email` on draw_join: a person's address for their link and reminder (decision 089). */
export function personMailInput(input: unknown, locale: Locale): PersonMail {
  return { email: mailEnabled ? parseInput(giverEmailSchema, input).email : undefined, locale };
}

/** `email` on draw_email (a route that exists only with mail): an address, or null for none. */
export function personEmailInput(input: unknown): string | null {
  return parseInput(personEmailSchema, input).email;
}
