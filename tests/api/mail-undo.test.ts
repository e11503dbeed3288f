// A list's mails end as the mail page's script runs, with an undo (issue 51, item 17,
// docs/decisions/113-mail-ends-on-open.md): fetching the page ends nothing, the page's call ends
// the mails, and mail_resubscribe brings the same subscription back.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, type Api } from "../support/api";
import {
  confirmedGiver,
  eventually,
  isConfirmation,
  linkToken,
  mailingServerForFile,
  outboxRows,
  reserveWithMail,
} from "../support/mail";
import type { SmtpCatcher } from "../support/smtp";
import { apiAnswers } from "@/lib/validations/responses";

const file = mailingServerForFile();

/** The owner renames the wish; resolves with the mail it brings the giver, or null when none comes. */
async function renameAndCollect(
  api: Api,
  smtp: SmtpCatcher,
  target: { list: { slug: string; editToken: string }; item: { id: string }; address: string },
  title: string,
  { expectMail }: { expectMail: boolean },
) {
  const before = smtp.to(target.address).length;
  expectOk(
    await api.post("/api/item_update.php", {
      slug: target.list.slug,
      edit_token: target.list.editToken,
      item_id: target.item.id,
      title,
    }),
  );
  if (expectMail) {
    return smtp.waitFor((mail) => mail.to === target.address && mail.text.includes(title), `the mail about ${title}`);
  }
  // the change queues nothing for an ended subscription: once the outbox is empty, no mail can follow
  await eventually(async () => (await outboxRows(file.server.databaseUrl)) === 0, "the outbox is empty");
  expect(smtp.to(target.address)).toHaveLength(before);
  return null;
}

describe("ending a list's mails on the mail page, and undoing it", () => {
  it("a plain GET of the page ends nothing; the page's call ends the mails; Undo brings them back as before", async () => {
    const { api, smtp, server } = file;
    const giver = await confirmedGiver(api, smtp, "Blue bike");
    const confirmation = smtp.to(giver.address)[0]!;
    const token = linkToken(confirmation, "unsubscribe");
    const pageLink = /(http\S+\/web\/mail\/#unsubscribe=\S+)/.exec(confirmation.text)![1]!;
    expect(pageLink).toContain(`&list=${giver.list.slug}`);

    // a mail scanner fetches the link: the fragment never reaches the server, the page's HTML ends nothing
    const scanned = await fetch(pageLink.replace(/^https?:\/\/[^/]+/, server.baseUrl));
    expect(scanned.status).toBe(200);
    const stillMailed = await renameAndCollect(api, smtp, giver, "Red bike", { expectMail: true });
    expect(stillMailed!.text).toContain("Red bike");

    // the page's script: the token in the body
    const ended = await api.post("/api/mail_unsubscribe.php", { token });
    expectOk(ended);
    await renameAndCollect(api, smtp, giver, "Green bike", { expectMail: false });

    const undone = await api.post("/api/mail_resubscribe.php", { token });
    expectOk(undone);
    expect(apiAnswers.mail_resubscribe.safeParse(undone.json).error).toBeUndefined();
    // the same subscription: confirmed (no new confirmation mail), in English, for this list
    const back = await renameAndCollect(api, smtp, giver, "Yellow bike", { expectMail: true });
    expect(back!.text).not.toMatch(/#confirm=/);
    expect(back!.subject).toContain("Birthday");
    expect(linkToken(back!, "unsubscribe")).toBe(token);
    expect(back!.text).toContain("One tap on this link ends them (you can undo it):");
    // undoing twice is fine
    expectOk(await api.post("/api/mail_resubscribe.php", { token }));
  });

  it("Undo is refused for a token that names no list's mails, or whose mails a mail program ended", async () => {
    const { api, smtp } = file;
    expectFailure(await api.post("/api/mail_resubscribe.php", { token: "a".repeat(43) }), 404, "mail_link_invalid");
    expectFailure(await api.post("/api/mail_resubscribe.php", { token: "not a token" }), 404, "mail_link_invalid");

    const giver = await confirmedGiver(api, smtp, "Kite");
    const token = linkToken(smtp.to(giver.address)[0]!, "unsubscribe");
    // RFC 8058's one-click POST: the token in the query; the subscription and address go at once
    expectOk(await api.post(`/api/mail_unsubscribe.php?token=${token}`, { "List-Unsubscribe": "One-Click" }));
    expectFailure(await api.post("/api/mail_resubscribe.php", { token }), 404, "mail_link_invalid");
  });

  it("the address given again after ending starts afresh: a new confirmation, and the old Undo is gone", async () => {
    const { api, smtp } = file;
    const giver = await confirmedGiver(api, smtp, "Drum");
    const token = linkToken(smtp.to(giver.address)[0]!, "unsubscribe");
    expectOk(await api.post("/api/mail_unsubscribe.php", { token }));
    // a stranger may type the address: only a new confirmation brings mails back (decision 097)
    const flute = await api.addItem(giver.list, { title: "Flute" });
    await reserveWithMail(api, flute.id, giver.address);
    await smtp.waitFor(
      (mail) => isConfirmation(giver.address)(mail) && mail !== smtp.to(giver.address)[0],
      "a new one",
    );
    expect(smtp.to(giver.address).filter(isConfirmation(giver.address))).toHaveLength(2);
    expectFailure(await api.post("/api/mail_resubscribe.php", { token }), 404, "mail_link_invalid");
  });
});
