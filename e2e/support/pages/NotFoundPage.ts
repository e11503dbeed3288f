// The friendly 404 page of an address the app does not know (e.g. /web/anything), in the
// visitor's language, with the way home (components/NotFoundScreen.tsx, kind "page").
import { Screen } from "./Screen";

export class NotFoundPage extends Screen {
  get root() {
    return this.page.getByTestId("page-not-found");
  }
  get heading() {
    return this.page.getByRole("heading", { level: 1 });
  }
  /** "To the start page", in the page's main content. */
  get homeLink() {
    return this.main.getByRole("link", { name: this.t("pageNotFound.home") });
  }
}
