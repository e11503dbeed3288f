// The `test` every spec uses: Playwright's, plus a guard that fails the test on any
// Content-Security-Policy violation in the page (docs/decisions/017-csp-nonces.md), and a log of
// the toasts each page showed (e2e/support/toasts.ts).
import { test as base, expect } from "@playwright/test";
import { recordToasts } from "./toasts";

export const test = base.extend<{ cspGuard: void; toastLog: void }>({
  toastLog: [
    async ({ context }, use) => {
      await recordToasts(context);
      await use();
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await context.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      await use();
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
