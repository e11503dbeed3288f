// After a redraw, the link mail says the names were drawn again only to whoever had revealed an
// earlier match (docs/decisions/200-looked-means-revealed.md); someone who never looked is mailed
// their link as after a first draw. Against a real SMTP server on loopback (tests/support/smtp.ts).
import { expect, it } from "vitest";
import { createApi, expectOk } from "../support/api";
import { isLinkMail } from "../support/draw-mail";
import { drawCalls } from "../support/draws";
import { confirmAddress, mailServerFor, newAddress, newSender } from "../support/mail";

// an SMTP catcher and a server mailing through it, for the whole file
const mailing = mailServerFor();

it("tells of the redraw whoever had looked, and mails the others their link as a first draw", async () => {
  const api = createApi(mailing.server.baseUrl, { ...newSender(), "accept-language": "en" });
  const calls = drawCalls(api);
  const draw = await calls.createDraw({ title: "Family Wichteln" });
  const looked = newAddress("anouk");
  const never = newAddress("bartholomew");
  const anouk = await calls.joinAs(draw, "Anouk", "Anouk-pw", { email: looked });
  await calls.joinAs(draw, "Bartholomew", "Bartholomew-pw", { email: never });
  await calls.joinAs(draw, "Cosima");
  await confirmAddress(api, mailing.smtp, looked);
  await confirmAddress(api, mailing.smtp, never);
  expectOk(await calls.run(draw));
  // Anouk taps "Show whom I give to"; Bartholomew's screen only reads the draw
  expectOk(await calls.reveal(draw, anouk, 1));
  await calls.viewAs(draw, { ...anouk, token: anouk.token });
  expectOk(await calls.run(draw, { redraw: "1" }));
  expectOk(await calls.organizerPost("/api/draw_send_links.php", draw));

  const told = await mailing.smtp.waitFor(isLinkMail(looked), "Anouk's link");
  expect(told.text).toContain(
    "Hello Anouk! The organizer drew the names of the secret santa “Family Wichteln” again: the person you give to may have changed.",
  );
  const first = await mailing.smtp.waitFor(isLinkMail(never), "Bartholomew's link");
  expect(first.text).toContain(
    "Hello Bartholomew! The names of the secret santa “Family Wichteln” are drawn. Your personal link below shows whom you give to.",
  );
  expect(first.text).not.toMatch(/again|new person/);
});
