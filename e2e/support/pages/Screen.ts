// What every screen shares: the page, the language its names are looked up in, and the header's
// language and colour-scheme controls.
import type { Page } from "@playwright/test";
import type { Locale } from "../../../lib/locale";
import { textsFor, type Texts } from "../messages";

export abstract class Screen {
  /** The app's sentences in this screen's language (messages/*.json). */
  readonly t: Texts;

  constructor(
    readonly page: Page,
    readonly language: Locale,
  ) {
    this.t = textsFor(language);
  }

  get languageSwitcher() {
    return this.page.getByRole("combobox", { name: this.t("header.language") });
  }

  get darkModeToggle() {
    return this.page.getByRole("button", { name: this.t("colorScheme.dark") });
  }
}
