// The mailbox rule the mail limits count by (docs/decisions/098-mail-flood-limits.md): tags and
// letter case name one mailbox, so `victim+1@` … `victim+1000@` share one budget.
import { describe, expect, it } from "vitest";
import { mailboxOf } from "./mail";

describe("mailboxOf", () => {
  it("drops a +tag and letter case", () => {
    expect(mailboxOf("Victim+1@Example.org")).toBe("victim@example.org");
    expect(mailboxOf("victim+a+b@example.org")).toBe("victim@example.org");
    expect(mailboxOf(" victim@example.org ")).toBe("victim@example.org");
  });

  it("keeps a local part that only starts with +, and the domain as it is", () => {
    expect(mailboxOf("+tag@example.org")).toBe("+tag@example.org");
    expect(mailboxOf("anna.b@sub.example.org")).toBe("anna.b@sub.example.org");
  });
});
