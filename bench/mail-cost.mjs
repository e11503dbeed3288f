#!/usr/bin/env node
// What mail costs a reservation (docs/decisions/081-mail.md, docs/performance.md "Mail"): two
// servers side by side, one without SMTP_URL and one sending to a local SMTP server, where the
// list's owner gets news (a confirmed notify_email) and every friend gives an address, so each
// reservation writes its subscription, a confirmation and the owner's digest in its transaction.
// The reservations alternate between the two servers, one at a time, so both meet the same load
// of the machine; the figures are medians and 95th percentiles of the answer times, and the ratio.
// Usage: node bench/mail-cost.mjs [--reservations 200] [--port 3350]   (needs a build and the devDependencies;
// the two servers on --port and the next one, the SMTP server on the one after)
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { arg, post, startBenchServer } from "./server.mjs";

const count = Number(arg("reservations", 200));
const port = arg("port", 3350);
const smtpPort = port + 2;
/** @type {string[]} */
const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      mails.push(mail.text ?? "");
      callback();
    }, callback);
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", () => resolve(undefined)));

const mailEnv = {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: "bench@localhost",
  PUBLIC_BASE_URL: "http://localhost",
  RATE_LIMIT_CREATES: "100000",
};
const [plain, mailing] = await Promise.all([
  startBenchServer({ port, env: { RATE_LIMIT_CREATES: "100000" } }),
  startBenchServer({ port: port + 1, env: mailEnv }),
]);

/** @param {string} base */
async function listWithItems(base) {
  const list = await post(base, "/api/list_create.php", { title: "Bench", owner_password: "owner-pw" });
  /** @type {string[]} */
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    const { item } = await post(base, "/api/item_create.php", {
      slug: list.slug,
      edit_token: list.edit_token,
      title: `Wish ${i}`,
    });
    ids.push(item.id);
  }
  await post(base, "/api/list_update.php", { slug: list.slug, edit_token: list.edit_token, surprise: false });
  return { list, ids };
}

const a = await listWithItems(plain.base);
const b = await listWithItems(mailing.base);
await post(mailing.base, "/api/list_update.php", {
  slug: b.list.slug,
  edit_token: b.list.edit_token,
  notify_email: "owner@example.org",
});
for (let i = 0; i < 200 && mails.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
const token = /#confirm=([\w-]+)/.exec(mails[0] ?? "")?.[1];
if (!token) throw new Error("no confirmation mail arrived");
await post(mailing.base, "/api/mail_confirm.php", { token });

/** @param {string} base @param {string | undefined} itemId @param {Record<string, string>} extra */
async function timed(base, itemId, extra) {
  const started = performance.now();
  const answer = await post(base, "/api/item_reserve.php", { item_id: itemId, name: "Anna", password: "pw", ...extra });
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  return performance.now() - started;
}

/** @type {{ plain: number[], mail: number[] }} */
const times = { plain: [], mail: [] };
for (let i = 0; i < count; i += 1) {
  times.plain.push(await timed(plain.base, a.ids[i], { email: `friend${i}@example.org` }));
  times.mail.push(await timed(mailing.base, b.ids[i], { email: `friend${i}@example.org` }));
}

const percentile = (/** @type {number[]} */ values, /** @type {number} */ p) =>
  /** @type {number} */ ([...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor(values.length * p))]);
const row = (/** @type {string} */ name, /** @type {number[]} */ values) => ({
  name,
  median: percentile(values, 0.5),
  p95: percentile(values, 0.95),
});
const [without, withMail] = [row("without mail", times.plain), row("with mail", times.mail)];
const rows = [without, withMail];
console.log(`${count} reservations each, alternating, one at a time`);
for (const { name, median, p95 } of rows)
  console.log(`${name.padEnd(13)} median ${median.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`);
console.log(
  `ratio (with / without): median ${(withMail.median / without.median).toFixed(2)}, p95 ${(withMail.p95 / without.p95).toFixed(2)}`,
);
console.log(`mails the SMTP server received meanwhile: ${mails.length}`);

await Promise.all([plain.stop(), mailing.stop()]);
await new Promise((resolve) => smtp.close(() => resolve(undefined)));
