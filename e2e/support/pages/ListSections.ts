// The sections a list's wishes are filed under (ListPage's `sections`): each a region named after
// it with its heading, the wishes' headings under it, and the owner's renaming of one.
import type { Page } from "@playwright/test";
import type { Texts } from "../messages";

export class ListSections {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  /** Every section, as the owner arranged them (none while a sort mixes them). */
  get all() {
    return this.page.getByTestId("item-section");
  }
  /** One section, a region named after it. */
  named(name: string) {
    return this.page.getByRole("region", { name });
  }
  /** The sections' headings (level 3), in their order on the screen. */
  get headings() {
    return this.all.getByRole("heading", { level: 3 });
  }
  /** The wishes' headings (level 4) under one section. */
  wishHeadingsIn(section: string) {
    return this.named(section).getByRole("heading", { level: 4 });
  }
  /** The owner renames a section for all its wishes at once: "Rename section “Garden”", new name, "Rename". */
  async rename(section: string, name: string) {
    await this.page.getByText(this.t("itemEditor.renameSection", { section })).click();
    await this.page.getByLabel(this.t("itemEditor.renameSectionLabel", { section })).fill(name);
    await this.page.getByRole("button", { name: this.t("itemEditor.renameSectionSave"), exact: true }).click();
  }
}
