// "Report this list" / "Report this draw" in a list's or a draw's footer (decision 129): the
// dialog "Report to the operator" with its reasons, a note and "Send report", and the thanks after.
import type { Page } from "@playwright/test";
import type { Texts } from "../messages";

export type ReportReason = "illegal" | "hateful" | "spam" | "personal_data" | "other";

export class ReportDialog {
  constructor(
    private readonly page: Page,
    private readonly t: Texts,
  ) {}

  /** Opens the dialog from the footer's "Report this list" (or, on a draw, "Report this draw"). */
  async open(of: "list" | "draw" = "list") {
    await this.page.getByRole("button", { name: this.t(of === "list" ? "report.open" : "report.openDraw") }).click();
    return this;
  }
  get root() {
    return this.page.getByRole("dialog", { name: this.t("report.title") });
  }
  reason(reason: ReportReason) {
    return this.root.getByLabel(this.t(`report.reasons.${reason}`));
  }
  get noteInput() {
    return this.root.getByLabel(this.t("report.note"));
  }
  get sendButton() {
    return this.root.getByRole("button", { name: this.t("report.send") });
  }
  /** "Please choose a reason.", and the like. */
  get error() {
    return this.root.getByTestId("report-error");
  }
  /** "Thank you, the operator will have a look.", once the report is sent. */
  get sent() {
    return this.page.getByTestId("report-sent");
  }
}
