// "Suggest a wish" below the wishes (docs/decisions/115): a fold whose form loads at its first
// opening, where a guest suggests an idea of their own with a name and a password.
import type { Page } from "@playwright/test";
import type { Texts } from "../messages";

export class SuggestFold {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  /** The fold itself (a `details`). */
  get root() {
    return this.page.getByTestId("suggest-form");
  }
  /** "Suggest a wish": the words that unfold it. */
  get summary() {
    return this.root.locator("summary");
  }
  /** "Your idea". */
  get titleInput() {
    return this.root.getByLabel(this.t("public.suggestTitle"), { exact: true });
  }
  /** Unfolds it, fills idea, name and password, and presses "Suggest". */
  async suggest({ title, name, password }: { title: string; name: string; password: string }) {
    await this.summary.click();
    await this.titleInput.fill(title);
    await this.root.getByLabel(this.t("public.nameLabel"), { exact: true }).fill(name);
    await this.root.getByLabel(this.t("public.passwordLabel"), { exact: true }).fill(password);
    await this.root.getByRole("button", { name: this.t("public.suggestAction"), exact: true }).click();
  }
  /** What the fold says once the idea was sent. */
  get done() {
    return this.root.getByTestId("suggest-done");
  }
}
