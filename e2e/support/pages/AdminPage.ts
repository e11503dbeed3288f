// The admin view (/web/admin/, decision 128): the token asked once per tab, the overview, the
// reports waiting (a list's or a draw's) and the lists, searched, each hidden, shown or deleted.
import type { Locator } from "@playwright/test";
import { Screen } from "./Screen";

export class AdminPage extends Screen {
  async open() {
    return this.page.goto("/web/admin/");
  }
  get tokenInput() {
    return this.page.getByLabel(this.t("admin.tokenLabel"));
  }
  /** Types the admin token and opens the view (or gets its error). */
  async signIn(token: string) {
    await this.tokenInput.fill(token);
    await this.page.getByRole("button", { name: this.t("admin.enter") }).click();
  }
  /** "The admin token is wrong." and the like. */
  get error() {
    return this.page.getByTestId("admin-error");
  }
  /** "At a glance": lists, wishes, draws, pictures, reports waiting. */
  get overview() {
    return this.page.getByTestId("admin-overview");
  }
  /** The warning that the server hashes passwords at the tests' cost (decision 202). */
  get cheapHashesWarning() {
    return this.page.getByTestId("admin-cheap-hashes");
  }

  /** "Answered by the instance host:port", and how many were seen (decision 217). */
  get answeringInstance() {
    return this.page.getByTestId("admin-instance");
  }
  /** The warning that the instances do not share some settings, with their values per instance. */
  get settingsDifferWarning() {
    return this.page.getByTestId("admin-settings-differ");
  }

  /** The reports waiting about one list or draw, found by a text it shows (its title). */
  reportGroup(text: string) {
    const root = this.page.getByTestId("admin-report-group").filter({ hasText: text });
    return {
      root,
      dismissButton: root.getByRole("button", { name: this.t("admin.dismiss") }),
      deleteDrawButton: root.getByRole("button", { name: this.t("admin.deleteDraw") }),
    };
  }

  /** Searches the lists by title or address. */
  async searchLists(query: string) {
    await this.page.getByRole("searchbox", { name: this.t("admin.search") }).fill(query);
    await this.page.getByRole("button", { name: this.t("admin.searchButton"), exact: true }).click();
  }
  get listRows() {
    return this.page.getByTestId("admin-list-row");
  }
  /** One list's row (on a phone a card), found by a text it shows, with its buttons. */
  listRow(text: string) {
    return new AdminListRow(this.listRows.filter({ hasText: text }), this);
  }
  /** "No list matches." */
  get noListsNote() {
    return this.page.getByText(this.t("admin.noLists"));
  }
}

class AdminListRow {
  constructor(
    readonly root: Locator,
    private readonly admin: AdminPage,
  ) {}

  /** The row's cells (on a phone, the card's stacked values). */
  get cells() {
    return this.root.locator("td");
  }
  get hideButton() {
    return this.root.getByRole("button", { name: this.admin.t("admin.hide") });
  }
  get showAgainButton() {
    return this.root.getByRole("button", { name: this.admin.t("admin.unhide") });
  }
  get deleteButton() {
    return this.root.getByRole("button", { name: this.admin.t("admin.delete"), exact: true });
  }
}
