// What every screen shares: the page, the language its names are looked up in, the document, its
// header (name, logo, language and colour-scheme controls), main content, footer, toasts and dialogs.
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

  /** The document's root element (`html`): its `lang`, `dir` and the flags a page sets on it. */
  get documentElement() {
    return this.page.locator("html");
  }
  /** Everything the screen shows: to check that a text is nowhere on it. */
  get body() {
    return this.page.locator("body");
  }
  /** The screen's main content. */
  get main() {
    return this.page.locator("main");
  }
  /** The header, fixed at the top. */
  get header() {
    return this.page.locator(".site-header");
  }
  /** The header's controls (language, colour scheme), which must stay inside a narrow screen. */
  get headerTools() {
    return this.page.locator(".site-header-tools");
  }
  /** The header's brand: the logo and the app's name, which start the header. */
  get brand() {
    return this.page.locator(".brand");
  }
  /** The app's name in the header, beside its logo. */
  get brandName() {
    return this.page.locator(".brand span");
  }
  /** The footer's link to the privacy page. */
  get privacyLink() {
    return this.page.locator(".site-footer a");
  }
  /** The footer landmark ("contentinfo"): one per screen. */
  get footers() {
    return this.page.getByRole("contentinfo");
  }
  /** The header's logo. */
  get logo() {
    return this.page.locator("header img[src^='/logo.svg']");
  }
  /** The toasts shown now (e2e/support/toasts.ts keeps every one a page showed). */
  get toasts() {
    return this.page.getByTestId("toast");
  }
  /** Every alert on the screen (a failed load, a refused change). */
  get alerts() {
    return this.page.getByRole("alert");
  }
  /** Every dialog open on the screen. */
  get dialogs() {
    return this.page.getByRole("dialog");
  }
  /** The values of the facts under a title (a list's day, place and note; a draw's budget, day and note). */
  get factValues() {
    return this.page.locator(".event-facts dd");
  }
  /** The document's link to its web app manifest, which makes the app installable. */
  get manifestLink() {
    return this.page.locator('link[rel="manifest"]');
  }
  /** The document's link to the icon a phone puts on its home screen. */
  get homeScreenIcon() {
    return this.page.locator('link[rel="apple-touch-icon"]');
  }

  /** The header's colour-scheme button, whichever scheme it offers. */
  get colorSchemeToggle() {
    return this.page.locator(".color-scheme-toggle");
  }

  get darkModeToggle() {
    return this.page.getByRole("button", { name: this.t("colorScheme.dark") });
  }
}
