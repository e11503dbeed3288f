// What the list screen says of its connection (ListPage's `connection`): the live stream being
// found again (decision 029), changes waiting or paused while the database is away (decision 080),
// and the offline note with the time its copy is from.
import type { Page } from "@playwright/test";

export class ConnectionNotes {
  constructor(private readonly page: Page) {}

  /** "Reconnecting…": the live stream was lost and is being found again. */
  get reconnecting() {
    return this.page.getByTestId("live-reconnecting");
  }
  /** The database is away: a change waits and is tried again, or changes are paused. */
  get changesWaiting() {
    return this.page.getByTestId("changes-waiting");
  }
  get changesPaused() {
    return this.page.getByTestId("changes-paused");
  }
  get offlineNote() {
    return this.page.getByTestId("offline-note");
  }
  /** "As of 25 Nov 2026, 10:03." in the offline note: when what is shown is from. */
  get offlineSince() {
    return this.page.getByTestId("offline-since");
  }
}
