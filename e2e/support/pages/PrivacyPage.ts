// The privacy page (/web/privacy/, issue 56): its heading and its facts, one element each.
import { Screen } from "./Screen";

export class PrivacyPage extends Screen {
  get heading() {
    return this.page.getByRole("heading", { level: 1 });
  }
  /** Every fact the page states (lib/privacy.ts's PRIVACY_FACTS, one element each). */
  get facts() {
    return this.page.locator("[data-fact]");
  }
}
