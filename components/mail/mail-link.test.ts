import { describe, expect, it } from "vitest";
import { endsOnOpen, mailLinkIn, placeHref } from "./mail-link";

const token = "a".repeat(43);

describe("a mail's link to the mail page", () => {
  it("names the token and the list or draw the address was given on (issue 51, item 16)", () => {
    expect(mailLinkIn(`#confirm=${token}&list=abc_D-1`)).toEqual({
      kind: "confirm",
      token,
      place: { kind: "list", slug: "abc_D-1" },
    });
    const draw = mailLinkIn(`#unsubscribe=${token}&draw=xyz`);
    expect(draw?.place).toEqual({ kind: "draw", slug: "xyz" });
    expect(placeHref(draw!.place!)).toBe("/web/draw/?slug=xyz");
    expect(placeHref({ kind: "list", slug: "abc" })).toBe("/web/?slug=abc");
  });

  it("still reads the links older mails carry, and nothing else", () => {
    expect(mailLinkIn(`#unsubscribe=${token}`)).toEqual({ kind: "unsubscribe", token, place: null });
    expect(mailLinkIn("")).toBeNull();
    expect(mailLinkIn("#confirm=")).toBeNull();
    expect(mailLinkIn("#confirm=a<b")).toBeNull();
    expect(mailLinkIn(`#confirm=${token}&list=<script>`)?.place).toBeNull();
  });

  it("ends a list's mails on opening, and asks first for a draw's or an older mail's link (decision 113)", () => {
    expect(endsOnOpen(mailLinkIn(`#unsubscribe=${token}&list=abc`)!)).toBe(true);
    expect(endsOnOpen(mailLinkIn(`#confirm=${token}&list=abc`)!)).toBe(false);
    expect(endsOnOpen(mailLinkIn(`#unsubscribe=${token}&draw=abc`)!)).toBe(false);
    expect(endsOnOpen(mailLinkIn(`#unsubscribe=${token}`)!)).toBe(false);
  });
});
