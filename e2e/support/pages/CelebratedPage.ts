// The celebrated person's view (/web/for/?slug=…#view=…, decision 123): whose list, and the wishes.
import { Screen } from "./Screen";

export class CelebratedPage extends Screen {
  get screen() {
    return this.page.getByTestId("celebrated-view");
  }
  get title() {
    return this.screen.getByRole("heading", { level: 1 });
  }
  get wishes() {
    return this.screen.getByTestId("item-card");
  }
  /** A wish's price as the view writes it. */
  price(title: string) {
    return this.wishes.filter({ hasText: title }).getByTestId("item-price");
  }
  /** Any control at all: the view offers nothing to press (links to shops aside). */
  get buttons() {
    return this.screen.getByRole("button");
  }
}
