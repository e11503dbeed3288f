import { describe, expect, it } from "vitest";
import { renderDrawMail } from "./draw-content";
import type { DrawMailPayload } from "./payload";

const payload = (person: string, title: string, more: Partial<DrawMailPayload> = {}): DrawMailPayload => ({
  draw: { title, slug: "d1", eventDate: null, budgetCents: null, currency: "EUR" },
  person,
  drawn: true,
  unsubscribe: "u1",
  ...more,
});

describe("a draw's mail", () => {
  it("isolates a name and a title written the other way round, in the text and the HTML part", () => {
    const mail = renderDrawMail("draw_link", "ar", payload("Anna B.", "Family Wichteln"), "https://x.test/d#person=t");
    expect(mail.text).toContain("مرحبًا \u2068Anna B.\u2069!");
    expect(mail.text).toContain("“\u2068Family Wichteln\u2069”");
    expect(mail.html).toContain("\u2068Anna B.\u2069");
    expect(mail.subject).toContain("\u2068Family Wichteln\u2069");
    const english = renderDrawMail("draw_link", "en", payload("أحمد", "عيد"), null);
    expect(english.text).toContain("Hello \u2068أحمد\u2069!");
  });

  it("leaves names of the mail's own direction as they are", () => {
    const mail = renderDrawMail("draw_link", "en", payload("Anna", "Family Wichteln"), null);
    expect(mail.text).toContain("Hello Anna! The names of the secret santa “Family Wichteln” are drawn.");
    expect(mail.text).not.toMatch(/[\u2066-\u2069]/);
  });

  it("says the names were drawn again only when the payload says the person had looked", () => {
    const again = renderDrawMail("draw_link", "de", payload("Anna", "Wichteln", { redrawn: true }), null);
    expect(again.text).toContain("hat der Organisator die Namen neu gezogen");
    const first = renderDrawMail("draw_link", "de", payload("Anna", "Wichteln", { redrawn: false }), null);
    expect(first.text).toContain("Beim Wichteln „Wichteln“ ist ausgelost.");
  });

  // the family walk's Polish reminder read "wymiana piątek, 4 grudnia 2026" and "odbędzie się piątek":
  // a day needs "w" (or "we" before "wtorek") there; "termin wymiany: …" reads right on every day
  it("says the day of the exchange in a Polish reminder as a sentence can take any weekday", () => {
    for (const eventDate of ["2026-12-04", "2026-12-01"]) {
      const mail = renderDrawMail(
        "draw_reminder",
        "pl",
        payload("Łucja", "Wichteln bei Oma", {
          draw: { ...payload("", "").draw, title: "Wichteln bei Oma", eventDate },
        }),
        "https://x.test/d#person=t",
      );
      const day = eventDate.endsWith("04") ? "piątek, 4 grudnia 2026" : "wtorek, 1 grudnia 2026";
      expect(mail.subject).toBe(`Przypomnienie: losowanie „Wichteln bei Oma” – termin wymiany: ${day}`);
      expect(mail.text).toContain(`Cześć, Łucja! Termin wymiany prezentów w losowaniu „Wichteln bei Oma”: ${day}.`);
      expect(mail.text).not.toMatch(/(wymiana|się) (piątek|wtorek)/);
    }
  });

  // decision 230: "mit Wunschliste" only when the match has one; a reminder queued before says nothing of it
  it("speaks of the match's wishlist in a reminder only when the payload says there is one", () => {
    const reminder = (more: Partial<DrawMailPayload>) =>
      renderDrawMail(
        "draw_reminder",
        "de",
        payload("Oma", "Wichteln", { draw: { ...payload("", "").draw, eventDate: "2026-12-24" }, ...more }),
        "https://x.test/d#person=t",
      ).text;
    expect(reminder({ matchHasList: true })).toContain("zeigt dir, wen du beschenkst – mit Wunschliste.");
    for (const more of [{ matchHasList: false }, {}]) {
      expect(reminder(more)).toContain("zeigt dir, wen du beschenkst.");
      expect(reminder(more)).not.toContain("Wunschliste.");
    }
  });

  // the family walk's Arabic reminder read "في السبت، 19 ديسمبر 2026" ("in the Saturday"): a date
  // that begins with its weekday takes "يوم" (on the day of)
  it("says the day of the exchange in an Arabic reminder as a day, not a place", () => {
    const mail = renderDrawMail(
      "draw_reminder",
      "ar",
      payload("Sara", "Wichteln", { draw: { ...payload("", "").draw, eventDate: "2026-12-19" } }),
      "https://x.test/d#person=t",
    );
    for (const text of [mail.subject, mail.text]) {
      expect(text).toContain("يوم السبت، 19 ديسمبر 2026");
      expect(text).not.toContain("في السبت");
    }
  });
});
