// next-intl's types follow our catalogue and locales: a message key that does not exist in
// messages/en.json, or a locale we do not serve, is a type error (lib/i18n/messages.test.ts keeps
// every other language in step with en; the locales are those of messages/, docs/decisions/060).
import type messages from "../../messages/en.json";
import type { Locale as AppLocale } from "../locale";

declare module "next-intl" {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof messages;
  }
}
