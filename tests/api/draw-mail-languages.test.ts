// Every mail of a draw in all nine languages, as a real SMTP server on loopback receives them
// (tests/support/smtp.ts; the eleventh family walk, docs/decisions/233): the confirmation, the
// link once the names are drawn, the link after a redraw (to whoever had looked) and the reminder a
// week before. Each is in its reader's language with no English sentence left in and no `{…}`
// placeholder, greets its reader by name, carries a link that opens that person's own screen, and
// names nobody else of the draw, in its text and its HTML part.
import { expect, it } from "vitest";
import en from "../../messages/en.json";
import { LOCALES } from "../../lib/locale";
import { createApi, expectOk } from "../support/api";
import { dayFromNow, drawMailCalls, drawnLongAgo, isLinkMail, personToken } from "../support/draw-mail";
import { mailServerFor, newAddress, newSender } from "../support/mail";
import type { ReceivedMail } from "../support/smtp";

const mailing = mailServerFor();
const PEOPLE = ["Zoë", "Mehmet", "فاطمة"];

/** The English draw mails' wording, cut at their placeholders: runs of three words or more. */
const ENGLISH = Object.entries(en.mail)
  .filter(([key]) => /^(draw|confirm|unsubscribe)/.test(key))
  .flatMap(([, text]) => (typeof text === "string" ? text.split(/\{[^}]*\}/) : []))
  .map((part) => part.trim())
  .filter((part) => part.split(/\s+/).length >= 3);

function expectReadable(mail: ReceivedMail, language: string, reader: string) {
  const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
  expect(all, `${language}: a placeholder left`).not.toMatch(/[{}]/);
  expect(mail.text, `${language}: the reader's name`).toContain(reader);
  for (const other of PEOPLE.filter((name) => name !== reader)) {
    expect(all, `${language}: names ${other}`).not.toContain(other);
  }
  if (language !== "en") {
    for (const sentence of ENGLISH) expect(all, `${language}: English left in`).not.toContain(sentence);
  }
}

it("speaks each reader's language, names only them, and links to their own screen", { timeout: 600_000 }, async () => {
  for (const language of LOCALES) {
    const api = createApi(mailing.server.baseUrl, { ...newSender(), "accept-language": language });
    const calls = drawMailCalls(api, mailing.smtp);
    const draw = await calls.createDraw({
      title: `Wichteln ${language}`,
      event_date: dayFromNow(30),
      budget: "25",
      currency: "TRY",
    });
    const lists = await Promise.all(PEOPLE.map((name) => api.createList(`${name} list`)));
    const [zoeAddress, mehmetAddress] = [newAddress(`zoe-${language}`), newAddress(`mehmet-${language}`)];
    const zoe = await calls.joinAs(draw, "Zoë", "zoe-pw", { email: zoeAddress, list_slug: lists[0]!.slug });
    const mehmet = await calls.joinAs(draw, "Mehmet", "mehmet-pw", {
      email: mehmetAddress,
      list_slug: lists[1]!.slug,
    });
    await calls.joinAs(draw, "فاطمة", "fatima-pw", { list_slug: lists[2]!.slug });

    expectReadable(await calls.confirm(zoeAddress), language, "Zoë");
    expectOk(await calls.run(draw));
    expectOk(await calls.sendLinks(draw));
    const drawn = await mailing.smtp.waitFor(isLinkMail(zoeAddress), `${language}: the link`);
    expectReadable(drawn, language, "Zoë");
    const zoeNow = { ...zoe, token: personToken(drawn, draw) };
    expect((await calls.viewAs(draw, zoeNow)).me.name).toBe("Zoë");

    // Zoë looked, the organizer draws again: her new link says so
    expectOk(await calls.reveal(draw, zoeNow, 1));
    expectOk(await calls.run(draw, { redraw: "1" }));
    expectOk(await calls.sendLinks(draw));
    const links = () => mailing.smtp.to(zoeAddress).filter(isLinkMail(zoeAddress));
    await expect.poll(() => links().length, { timeout: 30_000 }).toBe(2);
    const redrawn = links()[1]!;
    expectReadable(redrawn, language, "Zoë");
    expect(redrawn.text, language).not.toBe(drawn.text);
    expect((await calls.viewAs(draw, { ...zoe, token: personToken(redrawn, draw) })).me.name).toBe("Zoë");

    // a month later, a week before the day, Mehmet confirms his address: his reminder
    await drawnLongAgo(mailing.server.databaseUrl, draw, 3);
    expectReadable(await calls.confirm(mehmetAddress), language, "Mehmet");
    const reminder = await mailing.smtp.waitFor(isLinkMail(mehmetAddress), `${language}: the reminder`);
    expectReadable(reminder, language, "Mehmet");
    expect((await calls.viewAs(draw, { ...mehmet, token: personToken(reminder, draw) })).me.name).toBe("Mehmet");
  }
});
