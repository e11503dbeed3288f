// A person's own address in a draw (docs/decisions/197-a-persons-own-address.md): who joined with a
// password of their own gives their address themselves; the organizer types one only for a person
// they added (grandma). Else the organizer could give Anna their own address, confirm it, mail
// themselves a link that opens Anna's match and take the address away again, while Anna's own link
// kept working — the quiet reading decision 077 rules out (a new personal link stops the old one).
import { expect, it } from "vitest";
import { createApi, expectFailure, expectOk } from "../support/api";
import { drawCalls } from "../support/draws";
import { eventually, isConfirmation, mailServerFor, newAddress, newSender } from "../support/mail";

// an SMTP catcher and a server mailing through it, for the whole file
const mailing = mailServerFor();

it("the organizer gives no address to a person who joined with a password, only to one they added", async () => {
  const api = createApi(mailing.server.baseUrl, { ...newSender(), "accept-language": "en" });
  const calls = drawCalls(api);
  const draw = await calls.createDraw();
  const anna = await calls.joinAs(draw, "Anna");
  await calls.joinAs(draw, "Ben");
  const grandma = await calls.add(draw, "Grandma");
  expectOk(await calls.run(draw));
  const setEmail = (participantId: string, email: string | null) =>
    calls.organizerPost("/api/draw_email.php", draw, { participant_id: participantId, email });

  // Anna's address is hers: neither given nor taken away by the organizer, and nothing is mailed
  const organizers = newAddress("organizer");
  const refused = await setEmail(anna.id, organizers);
  expectFailure(refused, 409, "person_gives_own_address", "en");
  expect(refused.json.field).toBe("participant_id");
  expectFailure(await setEmail(anna.id, null), 409, "person_gives_own_address", "en");

  // grandma's, typed by the organizer, as before; the organizer's screen tells the two apart
  const grandmas = newAddress("grandma");
  expectOk(await setEmail(grandma.id, grandmas));
  await mailing.smtp.waitFor(isConfirmation(grandmas), "grandma's confirmation");
  const view = (await calls.organizerView(draw)) as unknown as {
    participants: { name: string; gives_own_address?: boolean }[];
  };
  expect(Object.fromEntries(view.participants.map((person) => [person.name, person.gives_own_address]))).toEqual({
    Anna: true,
    Ben: true,
    Grandma: false,
  });
  // the mail queued for grandma went; none ever went to the address typed for Anna
  await eventually(() => mailing.smtp.to(grandmas).length === 1, "grandma's mail");
  expect(mailing.smtp.to(organizers)).toHaveLength(0);
});

it("a person gives, changes and takes away their own address on their screen, with their personal token", async () => {
  const api = createApi(mailing.server.baseUrl, { ...newSender(), "accept-language": "en" });
  const calls = drawCalls(api);
  const draw = await calls.createDraw();
  const anna = await calls.joinAs(draw, "Anna");
  const hers = newAddress("anna");
  const setOwn = (token: string, email: string | null) =>
    api.post("/api/draw_email.php", { slug: draw.slug, participant_token: token, email }, { as: "json" });

  const given = await setOwn(anna.token, hers);
  expectOk(given);
  expect(given.json.mail_held).toBe(false);
  await mailing.smtp.waitFor(isConfirmation(hers), "Anna's confirmation");
  const view = (await calls.organizerView(draw)) as unknown as { participants: { has_email?: boolean }[] };
  expect(view.participants[0]!.has_email).toBe(true);
  // only with her own token: none, or another draw's, opens nobody's address
  expectFailure(await setOwn("x".repeat(43), hers), 403, "participant_token_invalid", "en");
  expectOk(await setOwn(anna.token, null));
  const after = (await calls.organizerView(draw)) as unknown as { participants: { has_email?: boolean }[] };
  expect(after.participants[0]!.has_email).toBe(false);
});
